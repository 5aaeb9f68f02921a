import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { loadWithSecret } from './test/config';
import { envSchema } from './config-env-schema';
import { configuredCouriers } from './modules/couriers/configured-couriers';

const silent = { warn: () => undefined };
const leopards = { LEOPARDS_API_KEY: 'key', LEOPARDS_API_PASSWORD: 'password' };

// No database: the api-postgres project would only repeat this.
describe.runIf(process.env.TEST_DB !== 'postgres')('the couriers’ settings (issue #28)', () => {
  it('offers no courier until its credentials are set, and asks about parcels every 15 minutes', () => {
    const config = loadWithSecret({});
    expect(config.couriers).toEqual({
      postex: undefined,
      leopards: undefined,
      trax: undefined,
      syncIntervalMs: 900_000,
      webhooks: { leopards: undefined, trax: undefined },
    });
    expect(configuredCouriers(config, silent)).toEqual([]);
  });

  it("turns a courier on with its credentials, at the courier's live address unless told otherwise", () => {
    const config = loadWithSecret({
      POSTEX_TOKEN: 'token',
      POSTEX_PICKUP_ADDRESS_CODE: '001',
      LEOPARDS_API_KEY: 'key',
      LEOPARDS_API_PASSWORD: 'password',
      TRAX_API_KEY: 'trax-key',
      TRAX_API_URL: 'https://app.sonic.pk',
      COURIER_SYNC_INTERVAL_S: '600',
    });
    expect(config.couriers).toEqual({
      postex: {
        token: 'token',
        pickupAddressCode: '001',
        apiUrl: 'https://api.postex.pk/services/integration/api/order',
      },
      leopards: {
        apiKey: 'key',
        apiPassword: 'password',
        apiUrl: 'https://merchantapi.leopardscourier.com/api/',
      },
      trax: { apiKey: 'trax-key', apiUrl: 'https://app.sonic.pk' },
      syncIntervalMs: 600_000,
      webhooks: { leopards: undefined, trax: undefined },
    });
    expect(configuredCouriers(config, silent).map((courier) => courier.name)).toEqual([
      'postex',
      'leopards',
      'trax',
    ]);
    expect(
      configuredCouriers(loadWithSecret({ TRAX_API_KEY: 'k' }), silent).map((c) => c.name),
    ).toEqual(['trax']);
  });

  it.each([
    [
      { LEOPARDS_API_KEY: 'key' },
      'LEOPARDS_API_KEY and LEOPARDS_API_PASSWORD must be set together',
    ],
    [
      { LEOPARDS_API_PASSWORD: 'pw' },
      'LEOPARDS_API_KEY and LEOPARDS_API_PASSWORD must be set together',
    ],
    [
      { POSTEX_PICKUP_ADDRESS_CODE: '001' },
      'POSTEX_TOKEN must be set when POSTEX_PICKUP_ADDRESS_CODE is set',
    ],
    [{ POSTEX_API_URL: 'ftp://postex' }, 'POSTEX_API_URL must be an http:// or https:// address'],
    [
      { ...leopards, LEOPARDS_WEBHOOK_KEY: 'k'.repeat(24) },
      'LEOPARDS_WEBHOOK_KEY and LEOPARDS_WEBHOOK_SECRET must be set together',
    ],
    [
      { TRAX_WEBHOOK_SECRET: 's'.repeat(32) },
      'TRAX_API_KEY must be set when TRAX_WEBHOOK_SECRET is set',
    ],
    [
      { TRAX_API_KEY: 'k', TRAX_WEBHOOK_SECRET: 'short' },
      'TRAX_WEBHOOK_SECRET must be at least 24 characters',
    ],
    [
      { TRAX_API_KEY: 'k', TRAX_WEBHOOK_SECRET: `${'s'.repeat(30)}/?` },
      'TRAX_WEBHOOK_SECRET must be letters, digits, - and _ only (it goes in the webhook address)',
    ],
    [
      { TRAX_API_KEY: 'k', TRAX_WEBHOOK_SECRET: 's'.repeat(100) },
      'TRAX_WEBHOOK_SECRET must be at most 99 characters (it goes in the webhook address)',
    ],
    [
      { COURIER_SYNC_INTERVAL_S: '10' },
      'COURIER_SYNC_INTERVAL_S must be a whole number from 60 to 86400',
    ],
  ])('refuses a half-filled or bad setting: %o', (env, message) => {
    expect(() => loadWithSecret(env)).toThrow(new ConfigError(`Invalid configuration: ${message}`));
  });

  it("documents every setting in the README's configuration table", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const documented = new Set(
      [...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]),
    );
    expect(Object.keys(envSchema.shape).filter((name) => !documented.has(name))).toEqual([]);
  });
});
