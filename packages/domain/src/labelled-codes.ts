/**
 * A closed list of codes and the words people read for each (an order's statuses, a return's
 * reasons …), written once as [code, label] pairs rather than as a list and a label table kept in step.
 */
export function labelledCodes<const Pairs extends readonly (readonly [string, string])[]>(
  pairs: Pairs,
) {
  return {
    /** The codes in their order, typed as a tuple of literals like `[…] as const` (z.enum takes it). */
    codes: pairs.map(([code]) => code) as unknown as { readonly [I in keyof Pairs]: Pairs[I][0] },
    labels: Object.fromEntries(pairs) as Record<Pairs[number][0], string>,
  };
}
