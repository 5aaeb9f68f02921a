import { z } from 'zod';

/**
 * A bad line of a CSV file the back office uploads (a products import, a courier's settlement
 * report): the line it starts on (the heading is line 1), the column ('' for the whole row), why.
 */
export const csvProblemSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;
