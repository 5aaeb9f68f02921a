/**
 * The banner form learns what to do from the navigation state (spec §2: /v1/add-banner needs the id in
 * navigation state, else it returns to the list). An explicit {mode: 'add'} opens it for a new banner,
 * which the spec's list had no way to do.
 */
export type BannerFormState = { mode: 'add' } | { mode: 'edit'; id: number };

export function readBannerFormState(
  state: unknown,
  pathId: string | undefined,
): BannerFormState | null {
  const fromPath = Number(pathId);
  if (pathId !== undefined)
    return Number.isInteger(fromPath) && fromPath > 0 ? { mode: 'edit', id: fromPath } : null;
  if (typeof state !== 'object' || state === null) return null;
  const { mode, id } = state as { mode?: unknown; id?: unknown };
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode: 'edit', id };
  return mode === 'add' ? { mode: 'add' } : null;
}
