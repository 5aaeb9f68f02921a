/** Only whole positive numbers are product ids; anything else is a page that does not exist. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
