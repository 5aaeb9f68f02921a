/**
 * Bulk actions on the Shipping List (issue #26): one move for many orders is the one-order move in a
 * loop. Each order goes through changeStatus, with its own row lock, state-machine check and
 * transaction, so one refusal (a wrong status, an order changed meanwhile by someone else) never blocks
 * the rest, and the answer says per order what happened. Orders are taken one after the other: a
 * transaction per order keeps locks short, and two staff working the same orders each see what the
 * other committed (each order is moved once, one event each).
 */
import type { BulkOrderChangeBody, BulkOrderChangeResult } from '@shop/domain/schemas/order.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../plugins/errors';
import type { StatusChange } from './order-lifecycle';
import type { createOrdersService } from './orders.service';

type OrdersService = ReturnType<typeof createOrdersService>;

const NOT_CHANGED = 'This order could not be changed. Please try again.';
const TRACKING_NUMBER_REQUIRED = 'Tracking number is required';

export async function changeOrdersInBulk(
  orders: OrdersService,
  body: BulkOrderChangeBody,
  staffEmail: string,
  context: { origin: string; log: FastifyBaseLogger },
): Promise<BulkOrderChangeResult> {
  const ids = [...new Set(body.ids)];
  const results: BulkOrderChangeResult['results'] = [];
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
      if (error instanceof AppError) {
        results.push({ id, ok: false, message: error.message });
        continue;
      }
      // The others may still go through (a lost connection, a deadlock's victim): say so for this one.
      context.log.error({ err: error, orderId: id }, 'bulk order change failed');
      results.push({ id, ok: false, message: NOT_CHANGED });
    }
  }
  return { results };
}
