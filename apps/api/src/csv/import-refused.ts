/**
 * A file import refused as a whole (the products CSV, a courier's payment report): a 400 whose message
 * names the first problem and says nothing changed, in the same words for every import.
 */
import { AppError } from '../plugins/errors';

export interface FileProblem {
  line: number;
  column: string;
  message: string;
}

export function importRefused(
  problems: FileProblem[],
  fieldErrors?: Record<string, string>,
): AppError {
  const [first] = problems;
  const where = first ? `line ${first.line}${first.column ? `, ${first.column}` : ''}: ` : '';
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return new AppError(
    'invalid',
    `Nothing was imported (${count}). ${where}${first?.message ?? ''}`.trim(),
    fieldErrors,
  );
}
