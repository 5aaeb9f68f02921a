/**
 * Cash from couriers (issue #29, decision 0031) on the wire. Every amount here is whole paisa, as the
 * issue asks of GET /api/admin/settlements/summary: these are new calls, not the spec's rupee wire.
 */
import { z } from 'zod';
import { COURIER_NAMES } from '../couriers';
import { SETTLEMENT_DIFFERENCE_KINDS } from '../settlements';
import { csvProblemSchema, type CsvProblem } from './csv-problem.schema';
import { blankToUndefined, pageParamSchema } from './list-query.schema';

/** At most this large a report file (413 before reading it). */
export const SETTLEMENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many lines in one report. */
export const SETTLEMENT_IMPORT_MAX_LINES = 20_000;
/** The dry run lists at most this many lines' problems and differences (the counts are whole). */
export const SETTLEMENT_IMPORT_LISTED_MAX = 200;
export const SETTLEMENT_REFERENCE_MAX = 100;

export const SETTLEMENT_IMPORT_TOO_LARGE = `The report is larger than ${
  SETTLEMENT_IMPORT_MAX_BYTES / (1024 * 1024)
} MB: split it and import each part`;

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const courierField = z.enum(COURIER_NAMES, {
  error: `Courier must be one of ${COURIER_NAMES.join(', ')}`,
});
const paisa = z.number().int();

export const settlementImportQuerySchema = z
  .object({
    courier: courierField,
    dry_run: z
      .enum(['true', 'false'], { error: 'Must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * The report's own reference (PostEx's CPR, Leopards' cheque or invoice number, Trax's payment
     * id). Absent: the file's content is its reference, so the same file is never counted twice.
     */
    reference: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(SETTLEMENT_REFERENCE_MAX, {
          error: `Reference must be at most ${SETTLEMENT_REFERENCE_MAX} characters`,
        })
        .optional(),
    ),
    /** The file's name, shown in the list of imports. */
    file_name: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  })
  .strict();
export type SettlementImportQuery = z.infer<typeof settlementImportQuerySchema>;

export const settlementProblemSchema = csvProblemSchema;
export type SettlementProblem = CsvProblem;

export const settlementDifferenceSchema = z.object({
  kind: z.enum(SETTLEMENT_DIFFERENCE_KINDS),
  courier: courierField,
  /** The order's number (ZB-10015) when the parcel is the shop's. */
  orderNumber: z.string().nullable(),
  orderId: z.number().int().nullable(),
  trackingNumber: z.string().nullable(),
  expected: paisa.nullable(),
  paid: paisa.nullable(),
  /** How far off: expected − paid (positive when the courier paid too little). */
  amount: paisa,
  /** In words staff can act on. */
  detail: z.string(),
});
export type SettlementDifference = z.infer<typeof settlementDifferenceSchema>;

export const settlementImportResultSchema = z.object({
  dryRun: z.boolean(),
  courier: courierField,
  reference: z.string(),
  /** True when this courier's report with this reference was imported before: nothing is added. */
  alreadyImported: z.boolean(),
  lines: z.number().int(),
  matched: z.number().int(),
  unknown: z.number().int(),
  /** Lines an earlier report already counted (the same parcel's same payment): skipped. */
  duplicates: z.number().int(),
  /** What the report's lines paid, in all. */
  paid: paisa,
  /** What the matched parcels should have brought. */
  expected: paisa,
  differences: z.array(settlementDifferenceSchema),
  differenceCount: z.number().int(),
  errors: z.array(settlementProblemSchema),
  errorCount: z.number().int(),
});
export type SettlementImportResult = z.infer<typeof settlementImportResultSchema>;

export const courierSettlementSchema = z.object({
  courier: courierField,
  /** What the courier still owes for parcels it delivered or brought back, less what it paid. */
  owed: paisa,
  /** What its reports paid, in all. */
  paid: paisa,
  /** How many differences are open. */
  differences: z.number().int(),
});
export type CourierSettlement = z.infer<typeof courierSettlementSchema>;

export const settlementSummarySchema = z.object({ couriers: z.array(courierSettlementSchema) });
export type SettlementSummary = z.infer<typeof settlementSummarySchema>;

export const settlementDifferencesQuerySchema = z
  .object({
    courier: z.preprocess(blankToUndefined, courierField.optional()),
    page: pageParamSchema,
  })
  .strict();
export type SettlementDifferencesQuery = z.infer<typeof settlementDifferencesQuerySchema>;

export const settlementImportsQuerySchema = z.object({ page: pageParamSchema }).strict();

export const settlementImportRowSchema = z.object({
  id: z.number().int(),
  courier: courierField,
  reference: z.string(),
  fileName: z.string().nullable(),
  source: z.enum(['file', 'api']),
  lines: z.number().int(),
  paid: paisa,
  importedBy: z.string(),
  importedAt: z.string(),
});
export type SettlementImportRow = z.infer<typeof settlementImportRowSchema>;

export const settlementFetchBodySchema = z.object({ courier: courierField }).strict();
