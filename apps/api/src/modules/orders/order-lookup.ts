/**
 * "Track your order" (issue #26): the order's private page for whoever knows its number and phone.
 * One refusal for both a wrong number and a wrong phone, so the answer never says which numbers exist.
 */
import { ID_MAX } from '@shop/domain/schemas/fields.schema';
import { orderPagePath } from '@shop/domain/order-page';
import { parseOrderNumber } from '@shop/domain/order-status';
import { phoneKey } from '@shop/domain/phone';
import {
  ORDER_LOOKUP_NOT_FOUND,
  type OrderLookupBody,
} from '@shop/domain/schemas/order-lookup.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { createOrderLookupRepository } from './order-lookup.repository';

export function createOrderLookup(db: Database) {
  const repository = createOrderLookupRepository(db);
  return async function findOrder(body: OrderLookupBody): Promise<{ url: string }> {
    const number = parseOrderNumber(body.number);
    const token =
      number !== null && number <= ID_MAX
        ? await repository.tokenOf(number, { key: phoneKey(body.phone), text: body.phone })
        : undefined;
    if (!token) throw new AppError('not_found', ORDER_LOOKUP_NOT_FOUND);
    return { url: orderPagePath(token) };
  };
}
