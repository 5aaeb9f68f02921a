/**
 * The tracking sync job (issue #28, decision 0028): every COURIER_SYNC_INTERVAL_S, each configured
 * courier is asked about its booked parcels whose order is not final, a batch at a time (the adapters
 * split a batch into the calls their courier allows), and each answer goes through the one apply.
 * Couriers are asked side by side and each on its own: one that is down or slow is logged and its
 * parcels are left as they were, due again, while the others' answers are taken in.
 */
import { COURIER_LABELS } from '@shop/domain/couriers';
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../plugins/jobs';
import type { Courier, ParcelTracking } from '../couriers/courier';
import { knownState, type StatusTable } from '../couriers/status-table';
import { LEOPARDS_STATUSES } from '../couriers/leopards/statuses';
import { POSTEX_STATUSES } from '../couriers/postex/statuses';
import { TRAX_STATUSES } from '../couriers/trax/statuses';
import { createParcelTracking, type TrackingNews } from './parcel-tracking';
import { createParcelTrackingRepository } from './parcel-tracking.repository';

export const PARCEL_TRACKING_JOB = 'parcel-tracking';

/** Parcels claimed and asked about per call of track() (PostEx and Leopards take them in bulk). */
const TRACK_BATCH = 50;
/**
 * How long a claimed batch is left to its process. Past it another process may ask about the same
 * parcels again; that costs a call, never a wrong update (apply is idempotent under the row lock).
 */
const TRACK_LEASE_MS = 5 * 60_000;

/** Each courier's words for a status, for an event's own state (the parcel's comes from track()). */
const EVENT_TABLES: Record<Courier['name'], StatusTable> = {
  postex: POSTEX_STATUSES,
  leopards: LEOPARDS_STATUSES,
  trax: TRAX_STATUSES,
};

/** An answer to asking, as news: its state holds now. */
export function newsOfAnswer(courier: Courier['name'], tracking: ParcelTracking): TrackingNews {
  return {
    state: tracking.state,
    courierStatus: tracking.courierStatus,
    at: new Date(),
    events: tracking.events.map((event) => ({
      ...event,
      state: knownState(EVENT_TABLES[courier], event.status),
    })),
  };
}

export interface SyncRound {
  /** Parcels the couriers answered about, per courier. */
  asked: Record<string, number>;
  /** Couriers that did not answer this round. */
  failed: string[];
}

export function createParcelSync(app: FastifyInstance) {
  const repository = createParcelTrackingRepository(app.db);
  const tracking = createParcelTracking(app);
  /**
   * A parcel asked about is not asked again for half an interval: with several processes each running
   * the job every interval, a parcel is still asked about about once an interval.
   */
  const askAgainMs = () => app.config.couriers.syncIntervalMs / 2;

  async function syncCourier(courier: Courier): Promise<number> {
    let asked = 0;
    for (;;) {
      const parcels = await repository.claimDue(courier.name, TRACK_BATCH, TRACK_LEASE_MS);
      if (parcels.length === 0) return asked;
      let answers: ParcelTracking[];
      try {
        answers = await courier.track(parcels.map((parcel) => parcel.trackingNumber));
      } catch (error) {
        // Down, slow or refusing: nothing is changed, and the batch is due again next round.
        await repository.askAgainIn(
          parcels.map((parcel) => parcel.bookingId),
          0,
        );
        throw error;
      }
      const byNumber = new Map(answers.map((answer) => [answer.trackingNumber, answer]));
      for (const parcel of parcels) {
        const answer = byNumber.get(parcel.trackingNumber);
        if (answer) await tracking.apply(parcel, newsOfAnswer(courier.name, answer));
      }
      await repository.askAgainIn(
        parcels.map((parcel) => parcel.bookingId),
        askAgainMs(),
      );
      asked += parcels.length;
      if (parcels.length < TRACK_BATCH) return asked;
    }
  }

  return {
    /** One round: every configured courier asked side by side; one failing stops none of the others. */
    async runRound(): Promise<SyncRound> {
      const round: SyncRound = { asked: {}, failed: [] };
      await Promise.all(
        app.couriers.map(async (courier) => {
          try {
            round.asked[courier.name] = await syncCourier(courier);
          } catch (error) {
            round.failed.push(courier.name);
            app.log.warn(
              { err: error, courier: courier.name },
              `${COURIER_LABELS[courier.name]} was not asked about its parcels this round`,
            );
          }
        }),
      );
      return round;
    },
  };
}

export function parcelSyncJob(app: FastifyInstance): Job {
  const sync = createParcelSync(app);
  return {
    name: PARCEL_TRACKING_JOB,
    everyMs: app.config.couriers.syncIntervalMs,
    run: () => sync.runRound(),
  };
}
