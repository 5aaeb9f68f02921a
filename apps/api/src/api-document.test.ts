/**
 * The published API document (/api/docs/json) says what the server does: the statuses the shared
 * plugins answer are declared on every operation they guard, a wrong method on a known path is a 405
 * with Allow, and an empty enum query value is refused as the document's enum says.
 */
import { RETURN_REASONS } from '@shop/domain/order-returns';
import { STAFF_CANCEL_REASONS } from '@shop/domain/order-status';
import { NOT_BLANK_PATTERN } from '@shop/domain/patterns';
import {
  MOBILE_INPUT_PATTERN,
  PHONE_INPUT_PATTERN,
  trimmedTextPattern,
} from '@shop/domain/schemas/fields.schema';
import {
  SHOP_SETTINGS_MAX_LENGTH,
  WHATSAPP_NUMBER_PATTERN,
} from '@shop/domain/schemas/shop-settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_PARAMETER_MAX_LENGTH } from './app';
import { adminAuthHeader, createTestApp, type TestApp } from './test/app';

interface Operation {
  responses: Record<string, unknown>;
  security?: unknown[];
  parameters?: {
    in: string;
    name: string;
    schema?: { type?: string; maxLength?: number; anyOf?: { enum?: string[]; pattern?: string }[] };
  }[];
  requestBody?: {
    content: Record<
      string,
      {
        schema: {
          properties?: Record<string, { pattern?: string }>;
          oneOf?: {
            title: string;
            properties: Record<string, { enum?: string[] }>;
            required: string[];
          }[];
        };
      }
    >;
  };
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let operations: { key: string; path: string; method: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );
});
afterAll(() => t.close());

/** '/api/products/get/:id' → '/api/products/get/{id}', as the document writes paths. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API document', () => {
  it('declares 401 and the bearer scheme on every operation inside the admin scope', () => {
    expect(t.app.guardedRoutes.length).toBeGreaterThan(30);
    for (const route of t.app.guardedRoutes) {
      const key = `${route.method} ${documentPath(route.url)}`;
      const found = operations.find((entry) => entry.key === key);
      expect(found, key).toBeDefined();
      expect(Object.keys(found?.operation.responses ?? {}), key).toContain('401');
      expect(found?.operation.security, key).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('declares no 401 on the public operations', () => {
    const guarded = new Set(
      t.app.guardedRoutes.map((route) => `${route.method} ${documentPath(route.url)}`),
    );
    const login = operations.find((entry) => entry.key === 'POST /api/admin-auth/login');
    expect(login?.operation.responses).toHaveProperty('401');
    // The couriers' and WhatsApp's webhooks carry the sender's own credentials or signature, not a
    // staff token (decisions 0028, 0033).
    const webhooks = operations.filter((entry) =>
      /^POST \/api\/(couriers\/(leopards|trax)|whatsapp)\/webhook/.test(entry.key),
    );
    expect(webhooks).toHaveLength(3);
    for (const { key, operation } of webhooks)
      expect(Object.keys(operation.responses), key).toContain('401');
    const publicOnes = operations.filter(
      (entry) => !guarded.has(entry.key) && entry !== login && !webhooks.includes(entry),
    );
    expect(publicOnes.length).toBeGreaterThan(10);
    for (const { key, operation } of publicOnes) {
      expect(Object.keys(operation.responses), key).not.toContain('401');
    }
  });

  it('declares 400 and a success on every operation', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { key, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, key).toContain('400');
      expect(
        statuses.some((status) => status.startsWith('2')),
        key,
      ).toBe(true);
    }
  });

  it('declares 404 and 414 where the path has a parameter, and a path parameter’s maximum under the router’s limit', () => {
    for (const { key, path, operation } of operations) {
      if (!path.includes('{')) continue;
      expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining(['404', '414']));
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' || parameter.schema?.type !== 'string') continue;
        // A value one longer than the maximum is still the route's to refuse, not a 414.
        expect(parameter.schema.maxLength, `${key} ${parameter.name}`).toBeLessThan(
          PATH_PARAMETER_MAX_LENGTH,
        );
      }
    }
  });

  it('declares 413 and 415 on every operation that reads a body', () => {
    for (const { key, method, operation } of operations) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining(['413', '415']));
    }
  });
});

describe('a request with the wrong method', () => {
  it('is answered 405 with the methods the path takes in Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/products?page=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({
      message: 'DELETE is not allowed here; this address takes GET, HEAD',
    });
  });

  it('is a 405 on a path with a parameter and a body sent with it, before the body is read', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/orders/track/abc',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('leaves an unknown path a 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});

describe('an empty enum query value', () => {
  it('is documented as blank-or-the-enum, and answered as if the parameter were not given', async () => {
    const orders = operations.find((entry) => entry.key === 'GET /api/admin/orders');
    const status = orders?.operation.parameters?.find((parameter) => parameter.name === 'status');
    expect(status?.schema?.anyOf?.[0]?.enum).toContain('pending');
    const blank = new RegExp(status?.schema?.anyOf?.[1]?.pattern ?? 'no pattern');
    expect(blank.test('')).toBe(true);
    expect(blank.test('pending')).toBe(false);

    const headers = await adminAuthHeader(t.app);
    const absent = await t.app.inject({ url: '/api/admin/orders', headers });
    const empty = await t.app.inject({ url: '/api/admin/orders?status=&sort=', headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(absent.json());
    const wrong = await t.app.inject({ url: '/api/admin/orders?status=lost', headers });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'status',
    );
  });
});

describe('a rule written in code', () => {
  it("is published as the field's pattern where JSON Schema can say it: an order number", async () => {
    const find = operations.find((entry) => entry.key === 'POST /api/orders/find');
    const published =
      find?.operation.requestBody?.content['application/json']?.schema.properties?.number?.pattern;
    const pattern = new RegExp(published ?? 'no pattern');
    for (const number of ['ZB-10015', ' zb 10015 ', '10015'])
      expect(pattern.test(number)).toBe(true);
    for (const number of ['ZB-1x', '0x10', '\u0661\u0660'])
      expect(pattern.test(number)).toBe(false);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/find',
      payload: { number: '0x10', phone: '03001234567' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'number',
    );
  });

  it("is published as the field's pattern: a phone number as normalisePhoneInput reads it", () => {
    const bodyPhone = (key: string) =>
      operations.find((entry) => entry.key === key)?.operation.requestBody?.content[
        'application/json'
      ]?.schema.properties?.phone?.pattern;
    expect(bodyPhone('POST /api/contact/create')).toBe(PHONE_INPUT_PATTERN);
    expect(bodyPhone('POST /api/orders/find')).toBe(PHONE_INPUT_PATTERN);
    // A draft's phone is one reminders can reach: a mobile number only.
    expect(bodyPhone('POST /api/checkout-drafts')).toBe(MOBILE_INPUT_PATTERN);
    const lookup = operations.find((entry) => entry.key === 'GET /api/products/coupon/{code}');
    const phone = lookup?.operation.parameters?.find((parameter) => parameter.name === 'phone');
    expect(JSON.stringify(phone?.schema)).toContain(JSON.stringify(PHONE_INPUT_PATTERN));
  });

  it('publishes the WhatsApp number, a product’s image names and variant prices, a block reason and the order caps', () => {
    const body = (key: string, media = 'application/json') =>
      JSON.parse(
        JSON.stringify(
          operations.find((entry) => entry.key === key)?.operation.requestBody?.content[media]
            ?.schema ?? {},
        ),
      ) as {
        properties: Record<
          string,
          {
            pattern?: string;
            maxLength?: number;
            maxItems?: number;
            items?: { pattern?: string; properties?: Record<string, { maximum?: number }> };
          }
        >;
      };
    const whatsapp = body('PUT /api/admin/settings').properties.whatsappNumber;
    expect(whatsapp?.pattern).toBe(WHATSAPP_NUMBER_PATTERN);
    expect(whatsapp?.maxLength).toBe(30);
    const settings = body('PUT /api/admin/settings').properties;
    // Their maximum is counted once trimmed, so it is in the pattern and there is no maxLength.
    expect(settings.deliveryTime).toMatchObject({
      pattern: trimmedTextPattern('one line', {
        max: SHOP_SETTINGS_MAX_LENGTH.deliveryTime,
        required: false,
      }),
    });
    expect(settings.deliveryTime).not.toHaveProperty('maxLength');
    expect(settings.exchangePolicy?.pattern).toBe(
      trimmedTextPattern('lines', {
        max: SHOP_SETTINGS_MAX_LENGTH.exchangePolicy,
        required: false,
      }),
    );
    for (const key of ['POST /api/products/create', 'POST /api/products/update/{id}']) {
      expect(body(key).properties.images?.items?.pattern, key).toBe(NOT_BLANK_PATTERN);
      // A variant's own price, like the product's, is at least one paisa.
      expect(JSON.stringify(body(key).properties.variants), key).toMatch(
        /"price":\{[^{}]*"minimum":0\.01/,
      );
    }
    expect(body('POST /api/admin/orders/{id}/block-phone').properties.reason?.pattern).toBe(
      NOT_BLANK_PATTERN,
    );
    // The shop's caps (ORDER_MAX_LINES, ORDER_MAX_QUANTITY), which placing the order checks.
    const cartItems = body('POST /api/shipping/create').properties.cartItems;
    expect(cartItems?.maxItems).toBe(t.config.orderMaxLines);
    expect(cartItems?.items?.properties?.quantity?.maximum).toBe(t.config.orderMaxQuantity);
  });

  it('publishes the rules of the back office’s newer forms: discounts, COD, messages, synonyms', () => {
    const body = (key: string) =>
      JSON.parse(
        JSON.stringify(
          operations.find((entry) => entry.key === key)?.operation.requestBody?.content[
            'application/json'
          ]?.schema ?? {},
        ),
      ) as {
        properties: Record<string, { pattern?: string; uniqueItems?: boolean } & object>;
        oneOf?: { properties: { scope: { enum: string[] } }; required: string[] }[];
      };
    const scopes = body('POST /api/admin/discounts').oneOf ?? [];
    expect(scopes.map((variant) => [variant.properties.scope.enum, variant.required])).toEqual([
      [['all'], ['scope']],
      [['type'], ['scope', 'type']],
      [['sub_type'], ['scope', 'sub_type']],
      [['products'], ['scope', 'productIds']],
    ]);
    const cod = JSON.stringify(body('PUT /api/admin/settings/cod').properties);
    expect(cod.match(/"minimum":0\.01/g)).toHaveLength(3);
    for (const key of [
      'POST /api/admin/message-templates/preview',
      'PUT /api/admin/message-templates/{kind}/{language}',
    ])
      expect(body(key).properties.text?.pattern, key).toBe(NOT_BLANK_PATTERN);
    for (const key of ['POST /api/admin/search-synonyms', 'PUT /api/admin/search-synonyms/{id}'])
      expect(body(key).properties.words?.uniqueItems, key).toBe(true);
  });

  it('documents a left checkout’s draft and its restore link (issue #30), and the STOP staff record', () => {
    const save = operations.find((entry) => entry.key === 'POST /api/checkout-drafts');
    expect(Object.keys(save?.operation.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '429']),
    );
    const consent =
      save?.operation.requestBody?.content['application/json']?.schema.properties?.consent;
    expect(JSON.stringify(consent)).toContain('true');
    const restore = operations.find((entry) => entry.key === 'GET /api/checkout-drafts/{token}');
    expect(Object.keys(restore?.operation.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
    for (const method of ['PUT', 'DELETE']) {
      const key = `${method} /api/admin/orders/{id}/message-stop`;
      expect(
        operations.find((entry) => entry.key === key),
        key,
      ).toBeDefined();
    }
  });

  it("states each status change's reasons, and the note a return for another reason needs", () => {
    const change = operations.find((entry) => entry.key === 'POST /api/admin/orders/{id}/status');
    const variants = change?.operation.requestBody?.content['application/json']?.schema.oneOf ?? [];
    const reasons = (status: string) =>
      variants
        .filter((variant) => variant.properties.status?.enum?.includes(status))
        .flatMap((variant) => variant.properties.reason?.enum ?? []);
    expect(reasons('cancelled')).toEqual(STAFF_CANCEL_REASONS);
    expect(reasons('returned').sort()).toEqual([...RETURN_REASONS].sort());
    const returnedForOther = variants.filter(
      (variant) =>
        variant.properties.status?.enum?.includes('returned') &&
        variant.properties.reason?.enum?.includes('other'),
    );
    expect(returnedForOther.map((variant) => variant.required)).toEqual([
      ['status', 'reason', 'note'],
    ]);
  });
});
