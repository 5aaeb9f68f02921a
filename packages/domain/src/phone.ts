/**
 * One key per Pakistani phone number, whatever way it was typed: the checkout takes 03XXXXXXXXX, staff
 * paste +92 300 1234567, 0092-300-1234567 or 923001234567. The key is the international form
 * (+923001234567), used to count and look up orders per phone.
 */
const COUNTRY_CODE = '92';
/** National numbers are 10 digits after the trunk 0 (mobile 3XX XXXXXXX, landlines with area codes). */
const NATIONAL_DIGITS = 10;

/** '+923001234567', or null when the text is not a Pakistani number. */
export function phoneKey(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith(COUNTRY_CODE)) return null;
    national = digits.slice(COUNTRY_CODE.length);
  } else if (digits.startsWith(`00${COUNTRY_CODE}`)) {
    national = digits.slice(2 + COUNTRY_CODE.length);
  } else if (digits.startsWith('0')) {
    national = digits.slice(1);
  } else if (
    digits.startsWith(COUNTRY_CODE) &&
    digits.length === COUNTRY_CODE.length + NATIONAL_DIGITS
  ) {
    national = digits.slice(COUNTRY_CODE.length);
  } else {
    return null;
  }
  if (national.startsWith('0')) national = national.slice(1); // +92 0300 … typed with the trunk 0
  if (national.length !== NATIONAL_DIGITS || national.startsWith('0')) return null;
  return `+${COUNTRY_CODE}${national}`;
}
