/**
 * A phone's record on every order (issue #12): its other orders by outcome, the risk badge's reasons,
 * and the blocklist that refuses its next order politely. Both databases.
 */
import { NO_HISTORY, NO_RETURNS } from '@shop/domain/phone-risk';
import { describe, expect, it } from 'vitest';
import { setUpTestApp, TEST_ADMIN } from '../../test/app';
import { changeOrderStatus } from '../../test/orders';
import { setUpTestProduct } from '../../test/products';
import { postTestOrder, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

describe("an order's phone: history, risk, blocklist", () => {
  const t = setUpTestApp();
  const product = setUpTestProduct(t, { priceRupees: 1000, quantity: 100 });

  const place = (phone: string) =>
    postTestOrder(t.app, { id: product.id, priceRupees: 1000, selectedColor: '' }, { phone });
  const placed = async (phone: string) => {
    const response = await place(phone);
    expect(response.statusCode).toBe(201);
    return response.json<{ order: { id: number } }>().order.id;
  };
  const move = (id: number, payload: Record<string, unknown>) =>
    changeOrderStatus(t.app, t.auth, id, payload);
  const blockPhone = (id: number, reason: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/block-phone`,
      headers: t.auth,
      payload: { reason },
    });
  const unblockPhone = (id: number, headers: Record<string, string> = t.auth) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}/block-phone`, headers });
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: t.auth })).json()
      .order;

  it("counts the phone's other orders by outcome and says why it is a risk", async () => {
    const first = await placed('03451112222');
    expect((await detail(first)).phone).toEqual({
      key: '+923451112222',
      history: NO_HISTORY,
      risk: [],
      blocked: null,
    });

    await move(first, { status: 'confirmed' });
    await move(first, { status: 'shipped', courier: 'TCS', trackingNumber: 'T-1' });
    await move(first, { status: 'returned', reason: 'refused_at_door' });
    for (let i = 0; i < 2; i += 1) {
      await move(await placed('03451112222'), { status: 'cancelled', reason: 'no_answer' });
    }
    const latest = await placed('03451112222');
    const { phone } = await detail(latest);
    expect(phone.history).toEqual({
      orders: 3,
      delivered: 0,
      returned: 1,
      returnReasons: { ...NO_RETURNS, refused_at_door: 1 },
      cancelled: 2,
      open: 0,
    });
    expect(phone.risk).toEqual([
      '1 earlier order returned (refused at the door).',
      '2 earlier orders cancelled.',
    ]);

    const another = await placed('03451112222');
    expect((await detail(another)).phone.risk).toContain('2 orders open at once from this phone.');
  });

  it('says why each earlier order came back, as staff recorded it', async () => {
    const shipped = async () => {
      const id = await placed('03214445555');
      await move(id, { status: 'confirmed' });
      await move(id, { status: 'shipped', courier: 'TCS', trackingNumber: `T-${id}` });
      return id;
    };
    await move(await shipped(), { status: 'returned', reason: 'not_reachable' });
    await move(await shipped(), { status: 'returned', reason: 'wrong_address' });
    const { phone } = await detail(await placed('03214445555'));
    expect(phone.history.returnReasons).toEqual({
      ...NO_RETURNS,
      not_reachable: 1,
      wrong_address: 1,
    });
    expect(phone.risk).toEqual(['2 earlier orders returned (1 not reachable, 1 wrong address).']);
  });

  it('refuses an order from a blocked phone politely, and takes it again once unblocked', async () => {
    const id = await placed('03007778888');
    const blocked = await blockPhone(id, 'Fake orders, twice');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().order.phone.blocked).toEqual({
      reason: 'Fake orders, twice',
      by: TEST_ADMIN.email,
      at: expect.any(String),
    });

    const refused = await place('03007778888');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'We cannot take online orders for this phone number. Please contact us on WhatsApp or by phone to order.',
    });
    expect((await place('03007778889')).statusCode).toBe(201);

    const unblocked = await unblockPhone(id);
    expect(unblocked.json().order.phone.blocked).toBeNull();
    expect((await place('03007778888')).statusCode).toBe(201);
  });

  it('asks for a reason, and needs a phone it can key', async () => {
    const id = await placed('03009990000');
    const noReason = await blockPhone(id, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Reason is required' });

    // Staff corrected the phone to one that is not a Pakistani mobile number.
    await t.app.inject({
      method: 'POST',
      url: `/api/shipping/update/${id}`,
      headers: t.auth,
      payload: { shippingInfo: { ...TEST_SHIPPING_INFO, phone: '12345678901' } },
    });
    expect((await detail(id)).phone).toBeNull();
    const unkeyed = await blockPhone(id, 'Spam');
    expect(unkeyed.statusCode).toBe(409);
    const unsigned = await unblockPhone(id, {});
    expect(unsigned.statusCode).toBe(401);
  });
});
