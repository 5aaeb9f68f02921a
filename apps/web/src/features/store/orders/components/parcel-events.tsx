import Typography from '@mui/material/Typography';
import { PARCEL_STATE_LABELS } from '@shop/domain/parcel-state';
import type { TrackedOrder } from '@shop/domain/schemas/order.schema';
import { formatShopDateTime } from '@shop/domain/shop-time';
import { Timeline, TimelineStep } from '../../../../components/timeline';

type Parcel = NonNullable<TrackedOrder['parcel']>;

/**
 * What the courier said about the parcel (decision 0028): its events newest first, in the courier's
 * own words, with the place when it gives one and the time in Pakistan, wherever the phone is.
 */
export function ParcelEvents({ parcel, courier }: { parcel: Parcel; courier: string | null }) {
  const by = courier ?? 'the courier';
  return (
    <section aria-labelledby="parcel-events-title">
      <Typography id="parcel-events-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Updates from {by}
      </Typography>
      {parcel.state && (
        <Typography sx={{ mb: 2 }} data-testid="parcel-state">
          {PARCEL_STATE_LABELS[parcel.state]}
        </Typography>
      )}
      {parcel.events.length === 0 ? (
        <Typography variant="body2">No updates from {by} yet.</Typography>
      ) : (
        <Timeline label={`Updates from ${by}`}>
          {parcel.events.map((event) => (
            <TimelineStep key={`${event.at}:${event.status}`}>
              <Typography sx={{ fontWeight: 600 }}>{event.status}</Typography>
              <Typography variant="body2">
                <time dateTime={event.at}>{formatShopDateTime(new Date(event.at))}</time>
                {event.place ? `, ${event.place}` : ''}
              </Typography>
            </TimelineStep>
          ))}
        </Timeline>
      )}
    </section>
  );
}
