/**
 * The server names a variant's field by the variant's place in the body it was sent (`variants.2.sku`);
 * the grid also holds the rows not sold. These put such messages under the grid row's field.
 */
import { ApiRequestError } from '../../../lib/api-client';
import { gridFieldOf, type VariantRowValues } from './variant-rows';

/** The grid's fields of each row, where the server's messages about variants are placed. */
export function rowFields(_row: VariantRowValues, index: number): string[] {
  return ['sku', 'quantity', 'price', 'discounted_price', 'options'].map(
    (field) => `variants.${index}.${field}`,
  );
}

/** A refusal whose messages name the body's variants, renamed for the grid's rows. */
export function onGrid(error: unknown, rowOf: readonly number[]): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, message]) => [gridFieldOf(path, rowOf), message]),
  );
  return new ApiRequestError(error.status, error.message, fieldErrors);
}
