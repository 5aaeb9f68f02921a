/**
 * The couriers' settings (issue #28), all or nothing per courier: its credentials turn it on, and a
 * detail given without them is a half-filled template, which stops the start like S3's settings do.
 */
import type { ParsedEnv } from './config-env-schema';

export interface CourierSettings {
  postex: { token: string; pickupAddressCode: string | undefined; apiUrl: string } | undefined;
  leopards: { apiKey: string; apiPassword: string; apiUrl: string } | undefined;
  trax: { apiKey: string; apiUrl: string } | undefined;
  /** How often the parcels still on their way are asked about. */
  syncIntervalMs: number;
  /**
   * What the couriers' pushes must carry (decision 0028); a courier without it has no webhook.
   * Leopards sends the key and secret agreed at setup in headers; Trax sends nothing, so the secret
   * is in the address the shop gives Trax.
   */
  webhooks: {
    leopards: { key: string; secret: string } | undefined;
    trax: string | undefined;
  };
}

export function courierSettings(
  parsed: ParsedEnv,
  refuse: (message: string) => Error,
): CourierSettings {
  if (parsed.POSTEX_PICKUP_ADDRESS_CODE && !parsed.POSTEX_TOKEN) {
    throw refuse('POSTEX_TOKEN must be set when POSTEX_PICKUP_ADDRESS_CODE is set');
  }
  if (Boolean(parsed.LEOPARDS_API_KEY) !== Boolean(parsed.LEOPARDS_API_PASSWORD)) {
    throw refuse('LEOPARDS_API_KEY and LEOPARDS_API_PASSWORD must be set together');
  }
  if (Boolean(parsed.LEOPARDS_WEBHOOK_KEY) !== Boolean(parsed.LEOPARDS_WEBHOOK_SECRET)) {
    throw refuse('LEOPARDS_WEBHOOK_KEY and LEOPARDS_WEBHOOK_SECRET must be set together');
  }
  if (parsed.LEOPARDS_WEBHOOK_KEY && !parsed.LEOPARDS_API_KEY) {
    throw refuse('LEOPARDS_API_KEY must be set when LEOPARDS_WEBHOOK_KEY is set');
  }
  if (parsed.TRAX_WEBHOOK_SECRET && !parsed.TRAX_API_KEY) {
    throw refuse('TRAX_API_KEY must be set when TRAX_WEBHOOK_SECRET is set');
  }
  return {
    postex: parsed.POSTEX_TOKEN
      ? {
          token: parsed.POSTEX_TOKEN,
          pickupAddressCode: parsed.POSTEX_PICKUP_ADDRESS_CODE,
          apiUrl: parsed.POSTEX_API_URL,
        }
      : undefined,
    leopards:
      parsed.LEOPARDS_API_KEY && parsed.LEOPARDS_API_PASSWORD
        ? {
            apiKey: parsed.LEOPARDS_API_KEY,
            apiPassword: parsed.LEOPARDS_API_PASSWORD,
            apiUrl: parsed.LEOPARDS_API_URL,
          }
        : undefined,
    trax: parsed.TRAX_API_KEY
      ? { apiKey: parsed.TRAX_API_KEY, apiUrl: parsed.TRAX_API_URL }
      : undefined,
    syncIntervalMs: parsed.COURIER_SYNC_INTERVAL_S * 1000,
    webhooks: {
      leopards:
        parsed.LEOPARDS_WEBHOOK_KEY && parsed.LEOPARDS_WEBHOOK_SECRET
          ? { key: parsed.LEOPARDS_WEBHOOK_KEY, secret: parsed.LEOPARDS_WEBHOOK_SECRET }
          : undefined,
      trax: parsed.TRAX_WEBHOOK_SECRET,
    },
  };
}
