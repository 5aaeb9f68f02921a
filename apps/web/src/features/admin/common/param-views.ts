import type { AdminListFilters } from './admin-list';

/** A list's views: all, or one value of `Value`. */
export type ParamView<Value extends string> = 'all' | Value;

/**
 * The views of a back-office list filtered by one address parameter (a contact's state, a review's
 * status): every row, or the rows of one value. The view is that parameter, kept in the address beside
 * the search and the page.
 */
export function paramViews<Value extends string>(
  param: string,
  values: readonly Value[],
  labelOf: (value: Value) => string,
) {
  const isValue = (value: string | null): value is Value =>
    (values as readonly (string | null)[]).includes(value);
  return {
    options: [
      { view: 'all', label: 'All' },
      ...values.map((value) => ({ view: value, label: labelOf(value) })),
    ] as readonly { view: ParamView<Value>; label: string }[],
    /** The parameter as the address has it; a value the API would refuse is left out. */
    readFilters(params: URLSearchParams): AdminListFilters {
      const value = params.get(param);
      return isValue(value) ? { [param]: value } : {};
    },
    viewOf(filters: AdminListFilters): ParamView<Value> {
      const value = filters[param] ?? null;
      return isValue(value) ? value : 'all';
    },
    /** The address parameters of a view; null removes one. */
    filtersOf(view: ParamView<Value>): Record<string, string | null> {
      return { [param]: view === 'all' ? null : view };
    },
  };
}
