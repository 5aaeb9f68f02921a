/** Orders in the tests: one that names its line's variant or colour, and staff moving an order on. */
import type { FastifyInstance } from 'fastify';
import { postTestOrder } from '../modules/demo/test-fixtures';

/** A shopper in Lahore other than the fixtures' own. */
const SANA_SHIPPING_INFO = {
  fullName: 'Sana',
  email: 'sana@example.com',
  address: '1 Mall Road',
  phone: '03007654321',
};

/** A cart line: the product, and the variant or the colour chosen. */
export interface OrderedLine {
  id: number;
  variantId?: number;
  selectedColor?: string;
}

/**
 * Sana's order for one unit of a line that names its variant or colour, priced Rs 2,500 (so with the
 * delivery fee); answers the response, whatever its status.
 */
export function postOrderOfLine(app: FastifyInstance, line: OrderedLine) {
  return postTestOrder(app, { id: line.id, priceRupees: 2500 }, SANA_SHIPPING_INFO, {
    cartItems: [{ quantity: 1, ...line }],
  });
}

/** Staff move an order on (to confirmed, shipped, cancelled…); answers the response, whatever its status. */
export function changeOrderStatus(
  app: FastifyInstance,
  staff: { authorization: string },
  id: number | undefined,
  payload: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: staff,
    payload,
  });
}
