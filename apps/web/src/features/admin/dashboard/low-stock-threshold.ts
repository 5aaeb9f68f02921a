/**
 * The low-stock threshold the owner chose, kept in the address (?low_stock_below=8) as the Shipping
 * List keeps its view: a reload or Back keeps it, and the default leaves the address clean.
 */
import { LOW_STOCK_BELOW_DEFAULT } from '@shop/domain/dashboard';
import { lowStockBelowField } from '@shop/domain/schemas/dashboard.schema';
import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/router';

export const LOW_STOCK_PARAM = 'low_stock_below';

/** The threshold as typed: a whole number, or the domain's message saying what it must be. */
export function parseLowStockBelow(
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = lowStockBelowField.safeParse(text);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid number' };
}

export function useLowStockBelow(): [number, (next: number) => void] {
  const [params, setParams] = useSearchParams();
  // An address value the API would refuse falls back to the default rather than failing the screen.
  const parsed = parseLowStockBelow(params.get(LOW_STOCK_PARAM) ?? '');
  const value = parsed.ok ? parsed.value : LOW_STOCK_BELOW_DEFAULT;
  const choose = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if (next === LOW_STOCK_BELOW_DEFAULT) search.delete(LOW_STOCK_PARAM);
          else search.set(LOW_STOCK_PARAM, String(next));
          return search;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [value, choose];
}
