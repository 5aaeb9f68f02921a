/**
 * Bulk actions on the Shipping List (issue #26): one move for many orders is the one-order move in a
 * loop. Each order goes through changeStatus, with its own row lock, state-machine check and
 * transaction, so one refusal (a wrong status, an order changed meanwhile by someone else) never blocks
 * the rest, and the answer says per order what happened. Orders are taken one after the other: a
 * transaction per order keeps locks short, and two staff working the same orders each see what the
 * other committed (each order is moved once, one event each).
 */
import { actorName, ORDER_STATUSES, refusedTransition } from '@shop/domain/order-status';
import type {
  BulkOrderChangeBody,
  BulkOrderChangeResult,
} from '@shop/domain/schemas/order-changes.schema';
import type { Order } from '@shop/domain/schemas/order.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { StatusChange } from './order-lifecycle';
import { createStatusOnlyMoves } from './order-status-only.repository';
import { createOrderViewsRepository } from './order-views.repository';
import { ORDER_NOT_FOUND, toOrder } from './order-views';
import type { createOrdersService } from './orders.service';

type OrdersService = ReturnType<typeof createOrdersService>;
type Result = BulkOrderChangeResult['results'][number];

const NOT_CHANGED = 'This order could not be changed. Please try again.';
const TRACKING_NUMBER_REQUIRED = 'Tracking number is required';

/**
 * Staff confirming writes only the status and the timeline (no stock moves, no mail is sent), so each
 * order is confirmed in one statement (order-status-only.repository.ts) instead of a transaction that
 * reads the order back three times. Every other move goes through changeStatus.
 */
const STATUS_ONLY_MOVES: ReadonlySet<string> = new Set(['confirmed']);

export async function changeOrdersInBulk(
  orders: OrdersService,
  body: BulkOrderChangeBody,
  staffEmail: string,
  context: { db: Database; origin: string; log: FastifyBaseLogger },
): Promise<BulkOrderChangeResult> {
  const ids = [...new Set(body.ids)];
  if (STATUS_ONLY_MOVES.has(body.status)) {
    return { results: await moveStatusOnly(ids, body, staffEmail, context) };
  }
  const results: Result[] = [];
  for (const id of ids) {
    const trackingNumber = body.trackingNumbers?.[String(id)]?.trim() || undefined;
    if (body.status === 'shipped' && !trackingNumber) {
      results.push({ id, ok: false, message: TRACKING_NUMBER_REQUIRED });
      continue;
    }
    const change: StatusChange = {
      to: body.status,
      actor: { kind: 'staff', email: staffEmail },
      reason: body.reason,
      note: body.note,
      courier: body.courier,
      trackingNumber,
    };
    try {
      const { order } = await orders.changeStatus({ id }, change, context.origin);
      results.push({ id, ok: true, order });
    } catch (error) {
      results.push(refused(id, error, context.log));
    }
  }
  return { results };
}

function refused(id: number, error: unknown, log: FastifyBaseLogger): Result {
  if (error instanceof AppError) return { id, ok: false, message: error.message };
  // The others may still go through (a lost connection, a deadlock's victim): say so for this one.
  log.error({ err: error, orderId: id }, 'bulk order change failed');
  return { id, ok: false, message: NOT_CHANGED };
}

/** Each order moved alone in one statement; the moved ones are then read back together. */
async function moveStatusOnly(
  ids: number[],
  body: BulkOrderChangeBody,
  staffEmail: string,
  context: { db: Database; log: FastifyBaseLogger },
): Promise<Result[]> {
  const moves = createStatusOnlyMoves(context.db);
  const from = ORDER_STATUSES.filter((status) => refusedTransition(status, body.status) === null);
  const actor = actorName({ kind: 'staff', email: staffEmail });
  const results: Result[] = [];
  for (const id of ids) {
    try {
      const outcome = await moves.move({
        id,
        to: body.status,
        from,
        actor,
        note: body.note ?? null,
      });
      if (outcome.moved) results.push({ id, ok: true });
      else if (outcome.before === undefined) {
        results.push({ id, ok: false, message: ORDER_NOT_FOUND });
      } else {
        const message = refusedTransition(outcome.before, body.status) ?? NOT_CHANGED;
        results.push({ id, ok: false, message });
      }
    } catch (error) {
      results.push(refused(id, error, context.log));
    }
  }
  const movedIds = results.filter((result) => result.ok).map((result) => result.id);
  const read = await createOrderViewsRepository(context.db).withIds(movedIds);
  const byId = new Map<number, Order>(read.map((found) => [found.order.id, toOrder(found)]));
  return results.map((result) => {
    const order = result.ok ? byId.get(result.id) : undefined;
    return order ? { ...result, order } : result;
  });
}
