/**
 * How one setting's text is read: blank is unset, whole numbers within bounds, true/false, limits
 * written 'count/unit', and the few settings with a grammar of their own. Each refusal is the words
 * after the setting's name in the one line that stops the start.
 */
import { z } from 'zod';

export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const booleanText = <Fallback extends boolean | undefined>(fallback: Fallback) =>
  z
    .string()
    .optional()
    .transform((value, ctx): boolean | Fallback => {
      if (value === undefined || value.trim() === '') return fallback;
      const normalised = value.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
      if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

/** A whole number from min to max; unset or blank means the fallback. */
export const wholeNumber = (fallback: number, min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value.trim() === '' ? fallback : Number(value.trim()),
    )
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    );
};

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): unset or `false` believes none,
 * a number believes that many hops, anything else is a list of addresses or CIDR ranges. `true` (every
 * hop) is allowed but lets any client choose its own address unless every request passes the proxy.
 */
export const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text.toLowerCase() === 'false') return false;
    if (text.toLowerCase() === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text.split(',').map((entry) => entry.trim());
    if (list.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a number of hops, or a comma-separated list of addresses',
    });
    return z.NEVER;
  });

export interface RateSetting {
  max: number;
  windowMs: number;
}

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A limit written 'count/unit' (unit s, m, h or d): '20/h' is 20 per hour; 'off' turns it off. */
export const rateSetting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): RateSetting | null => {
      const text = (value?.trim() || fallback).toLowerCase();
      if (text === 'off') return null;
      const match = /^(\d{1,6})\s*\/\s*([smhd])$/.exec(text);
      const count = Number(match?.[1]);
      const unit = match?.[2] as keyof typeof WINDOW_UNITS_MS | undefined;
      if (!unit || count < 1) {
        ctx.addIssue({
          code: 'custom',
          message: "must be 'count/unit' (s, m, h or d), e.g. 20/h, or off",
        });
        return z.NEVER;
      }
      return { max: count, windowMs: WINDOW_UNITS_MS[unit] };
    });

/** AWS's rule for bucket names, which S3-compatible servers accept too. */
export const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * A folder inside the bucket ('shop/images'); slashes around it are dropped and one is added after it,
 * so keys are `<prefix>/<image name>`. Only plain segments: some S3-compatible servers keep objects as
 * files, where '..' would climb out of the bucket.
 */
export const s3Prefix = optionalText.transform((value, ctx) => {
  const text = value?.replace(/^\/+|\/+$/g, '') ?? '';
  if (text === '') return '';
  const segments = text.split('/');
  if (segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment))) {
    return `${text}/`;
  }
  ctx.addIssue({
    code: 'custom',
    message: "must be folder names of letters, digits, '.', '_' and '-' separated by '/'",
  });
  return z.NEVER;
});

/**
 * A Redis server's address: `redis://[[user]:password@]host[:port][/db]`, or `rediss://` for TLS. The
 * database number, when given, is a whole number (Redis has 16 by default).
 */
export const redisUrl = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    url &&
    (url.protocol === 'redis:' || url.protocol === 'rediss:') &&
    url.hostname !== '' &&
    /^(\/\d{0,5})?$/.test(url.pathname) &&
    url.search === '' &&
    url.hash === ''
  ) {
    return value;
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be redis://[:password@]host[:port][/db], or rediss://… for TLS',
  });
  return z.NEVER;
});

/** A service's address (a courier's API), the live one when unset. */
export const apiUrl = (fallback: string) =>
  optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .optional()
      .transform((url) => url ?? fallback),
  );

/** A courier's agreed fees and withheld tax (issue #29), as the settlements compare them. */
export interface SettlementRatesSetting {
  feePaisa: number;
  codFeeBps: number;
  returnFeePaisa: number;
  taxBps: number;
}

const RATE_KEYS = {
  fee: 'feePaisa',
  cod_fee: 'codFeeBps',
  return_fee: 'returnFeePaisa',
  tax: 'taxBps',
} as const;

/**
 * `fee=150,cod_fee=1.5,return_fee=120,tax=2`: the delivery fee and the return fee in rupees per
 * parcel, the cash-handling fee and the withheld tax in percent of the COD collected. A key left out
 * keeps the fallback's value.
 */
export const settlementRates = (fallback: SettlementRatesSetting) =>
  z
    .string()
    .optional()
    .transform((value, ctx): SettlementRatesSetting => {
      const text = value?.trim() ?? '';
      const rates = { ...fallback };
      if (text === '') return rates;
      const message =
        'must be key=value pairs separated by commas: fee and return_fee in rupees, cod_fee and tax in percent (fee=150,cod_fee=0,return_fee=150,tax=2)';
      for (const pair of text.split(/[,\s]+/).filter(Boolean)) {
        const match = /^([a-z_]+)=(\d{1,6}(?:\.\d{1,2})?)$/.exec(pair);
        const key = match ? RATE_KEYS[match[1] as keyof typeof RATE_KEYS] : undefined;
        if (!match || !key) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        // Both rupees → paisa and percent → basis points are × 100; digits, not floats.
        const [whole = '0', fraction = ''] = (match[2] ?? '0').split('.');
        const hundredths = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
        if ((key === 'codFeeBps' || key === 'taxBps') && hundredths > 10_000) {
          ctx.addIssue({ code: 'custom', message: `${match[1]} must be at most 100 percent` });
          return z.NEVER;
        }
        rates[key] = hundredths;
      }
      return rates;
    });
