import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/app';

/** What a coupon without rules answers beside the spec's fields. */
const NO_RULES = {
  starts_at: null,
  ends_at: null,
  min_order_total: null,
  max_uses: null,
  one_per_phone: false,
  uses: 0,
};

describe('coupons', () => {
  const t = setUpTestApp();

  const create = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/coupon/create',
      headers: t.auth,
      payload: payload as Record<string, unknown>,
    });

  it('creates a coupon, lists it and looks it up by code in any case', async () => {
    const created = await create({ coupon_code: 'Eid20', discount: 20 });
    expect(created.statusCode).toBe(201);
    const { coupon } = created.json<{ coupon: { id: number } }>();
    expect(created.json()).toEqual({
      coupon: { id: coupon.id, coupon_code: 'Eid20', discount: 20, ...NO_RULES },
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/products/coupon',
      headers: t.auth,
    });
    expect(list.json()).toEqual({
      coupons: [{ id: coupon.id, coupon_code: 'Eid20', discount: 20, ...NO_RULES }],
    });

    const lookup = await t.app.inject({ method: 'GET', url: '/api/products/coupon/EID20' });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ coupon: { coupon_code: 'Eid20', discount: 20 } });
  });

  it('answers 404 with the spec message for an unknown code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/coupon/NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Invalid coupon or no discount available.' });
  });

  it('refuses a code that exists in another case with 409', async () => {
    const response = await create({ coupon_code: 'eid20', discount: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Coupon code already exists' });
  });

  it('names the field for a bad discount or a missing code', async () => {
    const tooBig = await create({ coupon_code: 'BIG', discount: 150 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      message: 'discount: Discount must be a whole percentage from 1 to 100',
    });
    const noCode = await create({ coupon_code: '  ', discount: 10 });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ message: 'coupon_code: Coupon code is required' });
  });

  it('updates and deletes, with 404 for unknown ids and 409 for a taken code', async () => {
    const other = await create({ coupon_code: 'SALE5', discount: 5 });
    const { coupon } = other.json<{ coupon: { id: number } }>();

    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/products/update-coupon/${coupon.id}`,
      headers: t.auth,
      payload: { coupon_code: 'SALE15', discount: '15' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      coupon: { id: coupon.id, coupon_code: 'SALE15', discount: 15, ...NO_RULES },
    });

    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/products/update-coupon/${coupon.id}`,
      headers: t.auth,
      payload: { coupon_code: 'EID20', discount: 15 },
    });
    expect(taken.statusCode).toBe(409);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/products/update-coupon/999999',
      headers: t.auth,
      payload: { coupon_code: 'X1', discount: 1 },
    });
    expect(unknown.statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/delete-coupon/${coupon.id}`,
      headers: t.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/delete-coupon/${coupon.id}`,
      headers: t.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('requires a token for everything but the lookup', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/products/coupon' });
    expect(list.statusCode).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products/coupon/create',
      payload: { coupon_code: 'FREE', discount: 100 },
    });
    expect(created.statusCode).toBe(401);
  });

  it('refuses a lookup of a blank code with a 400 naming it, as the document says', async () => {
    const blank = await t.app.inject({ method: 'GET', url: '/api/products/coupon/%0A%EF%BB%BF' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { code: 'Coupon code is required' } });
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const lookup = document.json<{
      paths: Record<
        string,
        { get: { parameters: { name: string; schema: { pattern?: string } }[] } }
      >;
    }>().paths['/api/products/coupon/{code}'];
    const code = lookup?.get.parameters.find((parameter) => parameter.name === 'code');
    const pattern = new RegExp(code?.schema.pattern ?? 'no pattern');
    expect([pattern.test('\n\ufeff'), pattern.test(' EID10 ')]).toEqual([false, true]);
  });
});
