/** What the booking benches (bulk-booking.ts, fault-booking.ts) ask of a running shop. */

/** One call to the shop; anything but a 2xx throws with the shop's answer. */
export async function send(
  base: string,
  auth: object,
  method: string,
  url: string,
  body?: object,
): Promise<Response> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response;
}

export async function sendJson(
  base: string,
  auth: object,
  method: string,
  url: string,
  body?: object,
): Promise<Record<string, unknown>> {
  return (await (await send(base, auth, method, url, body)).json()) as Record<string, unknown>;
}

/**
 * `count` orders of one unit to Lahore, each with its own shopper named after `tag`, placed as the
 * checkout does and confirmed by staff in one bulk move; answers their ids.
 */
export async function confirmedOrders(
  base: string,
  auth: object,
  productId: number,
  count: number,
  tag = 'Bench',
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { order } = (await sendJson(base, {}, 'POST', '/api/shipping/create', {
      shippingInfo: {
        fullName: `${tag} Shopper ${index}`,
        email: `shopper${index}@example.com`,
        address: `${index} Gulberg III`,
        city: 'Lahore',
        postalCode: '54000',
        phone: '03001234567',
        paymentMethod: 'cod',
      },
      cartItems: [{ id: productId, quantity: 1 }],
      totalPrice: 1000,
      deliveryFee: 199,
      grandTotal: 1199,
    })) as { order: { id: number } };
    ids.push(order.id);
  }
  await send(base, auth, 'POST', '/api/admin/orders/bulk', { ids, status: 'confirmed' });
  return ids;
}
