/**
 * The owner's cash-on-delivery rules on the wire (issue #29): PUT /api/admin/settings/cod takes them,
 * GET /api/admin/settings/cod and the checkout's GET /api/cod-rules answer them. Amounts are rupees, as
 * on the rest of the spec's wire (decision 0005); a percentage has at most two decimals (1.5 = 1.5%).
 */
import { z } from 'zod';
import { COD_FEE_KINDS, COD_FEE_MAX_BASIS_POINTS, type CodFee, type CodRules } from '../cod-rules';
import { toPaisa, toRupees } from '../money';
import { AT_LEAST_ONE_PAISA, idField, numberInput, rupeesField } from './number-fields.schema';

/** More than the shop's cities (decision 0026): a list this long is a mistake. */
export const NO_COD_CITIES_MAX = 300;
export const COD_FIXED_FEE_MAX_RUPEES = 10_000;

export const codRulesSchema = z.object({
  /** The most the cash to collect may be, in rupees; null: no limit. */
  maxOrderTotal: z.number().nullable(),
  feeKind: z.enum(COD_FEE_KINDS),
  /** The fixed fee in rupees; null unless feeKind is fixed. */
  feeAmount: z.number().nullable(),
  /** The percentage (1.5 = 1.5%); null unless feeKind is percent. */
  feePercent: z.number().nullable(),
  /** The most a percentage fee may be, in rupees; null: no cap (and unless feeKind is percent). */
  feeCap: z.number().nullable(),
  /** GET /api/cities ids where cash on delivery is not offered. */
  noCodCityIds: z.array(z.number().int()),
  requireHouseNumber: z.boolean(),
});
export type CodRulesWire = z.infer<typeof codRulesSchema>;

export const codRulesAnswerSchema = z.object({ cod: codRulesSchema });

const blankToNull = (value: unknown) =>
  value === undefined || value === '' || (typeof value === 'string' && value.trim() === '')
    ? null
    : value;

const positiveRupees = (label: string, max?: number) =>
  z.preprocess(
    blankToNull,
    rupeesField(label, max)
      .refine((value) => value > 0, { error: `${label} must be more than 0` })
      // More than 0 in whole paisa: at least 0.01, as the document says it.
      .meta(AT_LEAST_ONE_PAISA)
      .nullable(),
  );

export const codRulesBodySchema = z
  .object({
    maxOrderTotal: positiveRupees('Most for cash on delivery'),
    feeKind: z.enum(COD_FEE_KINDS, { error: 'COD fee must be none, fixed or percent' }),
    feeAmount: positiveRupees('COD fee', COD_FIXED_FEE_MAX_RUPEES),
    feePercent: z.preprocess(
      blankToNull,
      numberInput('COD fee percentage is required', 'COD fee percentage must be a number', (n) =>
        n
          .gt(0, { error: 'COD fee percentage must be more than 0' })
          .max(COD_FEE_MAX_BASIS_POINTS / 100, {
            error: `COD fee percentage must be at most ${COD_FEE_MAX_BASIS_POINTS / 100}`,
          })
          .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
            error: 'COD fee percentage must have at most 2 decimals',
          }),
      ).nullable(),
    ),
    feeCap: positiveRupees('COD fee cap'),
    noCodCityIds: z
      .array(idField, { error: 'Cities without cash on delivery must be a list of city ids' })
      .max(NO_COD_CITIES_MAX, { error: `At most ${NO_COD_CITIES_MAX} cities` }),
    requireHouseNumber: z.boolean({ error: 'Ask for a house number must be true or false' }),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.feeKind === 'fixed' && body.feeAmount === null) {
      context.addIssue({
        code: 'custom',
        path: ['feeAmount'],
        message: 'Enter the fixed COD fee in PKR',
      });
    }
    if (body.feeKind === 'percent' && body.feePercent === null) {
      context.addIssue({
        code: 'custom',
        path: ['feePercent'],
        message: 'Enter the COD fee percentage',
      });
    }
  });
export type CodRulesBody = z.output<typeof codRulesBodySchema>;
export type CodRulesForm = z.input<typeof codRulesBodySchema>;

/** The rules as the body gives them, in paisa; the fields of another fee kind are dropped. */
export function codRulesFromBody(body: CodRulesBody): CodRules {
  const fee: CodFee =
    body.feeKind === 'fixed' && body.feeAmount !== null
      ? { kind: 'fixed', amount: toPaisa(body.feeAmount) }
      : body.feeKind === 'percent' && body.feePercent !== null
        ? {
            kind: 'percent',
            basisPoints: Math.round(body.feePercent * 100),
            cap: body.feeCap === null ? null : toPaisa(body.feeCap),
          }
        : { kind: 'none' };
  return {
    maxOrder: body.maxOrderTotal === null ? null : toPaisa(body.maxOrderTotal),
    fee,
    noCodCityIds: [...new Set(body.noCodCityIds)].sort((a, b) => a - b),
    requireHouseNumber: body.requireHouseNumber,
  };
}

export function codRulesToWire(rules: CodRules): CodRulesWire {
  const { fee } = rules;
  return {
    maxOrderTotal: rules.maxOrder === null ? null : toRupees(rules.maxOrder),
    feeKind: fee.kind,
    feeAmount: fee.kind === 'fixed' ? toRupees(fee.amount) : null,
    feePercent: fee.kind === 'percent' ? fee.basisPoints / 100 : null,
    feeCap: fee.kind === 'percent' && fee.cap !== null ? toRupees(fee.cap) : null,
    noCodCityIds: [...rules.noCodCityIds],
    requireHouseNumber: rules.requireHouseNumber,
  };
}

/** An answer read back into paisa at the browser's edge (the checkout computes with it). */
export function codRulesFromWire(wire: CodRulesWire): CodRules {
  return codRulesFromBody({ ...wire, noCodCityIds: wire.noCodCityIds });
}
