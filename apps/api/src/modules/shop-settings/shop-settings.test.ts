/** The owner's storefront texts (issue #26): the back office writes them, the storefront reads them. */
import { DEFAULT_SHOP_SETTINGS } from '@shop/domain/schemas/shop-settings.schema';
import { describe, expect, it } from 'vitest';
import { adminGet, setUpTestApp } from '../../test/app';

const OWNERS_TEXTS = {
  deliveryTime: '3–4 working days, Karachi next day',
  exchangePolicy: 'Exchange within 7 days if unused.\nWe pay the courier both ways.',
  whatsappNumber: '03001234567',
};

describe('shop settings', () => {
  const t = setUpTestApp();

  const save = (payload: unknown, headers = t.auth) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: payload as Record<string, unknown>,
    });
  const publicRead = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/shop-settings' })).json<{
      settings: unknown;
    }>().settings;

  it('shows the defaults before the owner writes anything', async () => {
    expect(await publicRead()).toEqual(DEFAULT_SHOP_SETTINGS);
    const staff = await adminGet(t, '/api/admin/settings');
    expect(staff.json()).toEqual({ settings: DEFAULT_SHOP_SETTINGS });
  });

  it('saves the owner’s texts and the storefront reads them at once, though it had cached them', async () => {
    expect(await publicRead()).toEqual(DEFAULT_SHOP_SETTINGS);
    const saved = await save({ ...OWNERS_TEXTS, whatsappNumber: '+92 300 1234567' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: OWNERS_TEXTS });
    expect(await publicRead()).toEqual(OWNERS_TEXTS);

    // Emptied: the storefront then shows nothing for them.
    const emptied = { deliveryTime: '', exchangePolicy: ' ', whatsappNumber: '' };
    expect((await save(emptied)).json()).toEqual({
      settings: { deliveryTime: '', exchangePolicy: '', whatsappNumber: '' },
    });
    expect(await publicRead()).toEqual({
      deliveryTime: '',
      exchangePolicy: '',
      whatsappNumber: '',
    });
  });

  it('answers 401 without a token, and changes nothing', async () => {
    await save(OWNERS_TEXTS);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(
      401,
    );
    const refused = await save({ ...OWNERS_TEXTS, deliveryTime: 'never' }, {} as typeof t.auth);
    expect(refused.statusCode).toBe(401);
    expect(await publicRead()).toEqual(OWNERS_TEXTS);
  });

  it('names the field of bad input with a 400', async () => {
    const cases: [unknown, string][] = [
      // A landline, a mobile number too short, words.
      ...['04235761234', '0300-12345', 'call me'].map((whatsappNumber): [unknown, string] => [
        { ...OWNERS_TEXTS, whatsappNumber },
        'whatsappNumber: WhatsApp number must be a Pakistani mobile number such as 0300 1234567',
      ]),
      [
        { ...OWNERS_TEXTS, deliveryTime: 'x'.repeat(101) },
        'deliveryTime: Delivery time must be at most 100 characters',
      ],
      [
        { ...OWNERS_TEXTS, deliveryTime: 'two\nlines' },
        'deliveryTime: Delivery time must be one line without control characters',
      ],
      [
        { ...OWNERS_TEXTS, exchangePolicy: 'x'.repeat(1001) },
        'exchangePolicy: Exchange policy must be at most 1000 characters',
      ],
      [
        { ...OWNERS_TEXTS, exchangePolicy: 'a\u202eb' },
        'exchangePolicy: Exchange policy must not contain control characters',
      ],
      [{ deliveryTime: '', exchangePolicy: '' }, 'whatsappNumber: WhatsApp number must be text'],
      [{ ...OWNERS_TEXTS, extra: true }, 'extra: Unknown field'],
    ];
    for (const [payload, message] of cases) {
      const response = await save(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect(await publicRead()).toEqual(OWNERS_TEXTS);
  });
});
