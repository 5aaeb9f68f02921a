/**
 * How many parts an SMS takes (3GPP TS 23.038 alphabets, TS 23.040 concatenation). Text wholly in the
 * GSM-7 alphabet is sent 7-bit: 160 characters in one part, 153 in each part of a longer message (a
 * 6-byte header takes the rest), and the extension characters (€ [ ] { } etc.) take two. Anything else,
 * Urdu first of all, goes as UCS-2: 70 UTF-16 units in one part, 67 in each part of a longer one. A
 * part never ends halfway through an escape pair or a surrogate pair, so such a character moves whole
 * into the next part, as gateways split them. Gateways bill per part, so this is what a message costs.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  /** Parts the gateway sends and bills; 0 for an empty text. */
  parts: number;
}

export const SMS_LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
};

/** True when every character is in the GSM-7 alphabet or its extension table. */
export function isGsm7(text: string): boolean {
  for (const character of text) {
    if (!BASIC.has(character) && !EXTENDED.has(character)) return false;
  }
  return true;
}

/** The sizes of the text's characters in the encoding it goes in: 1 or 2 each. */
function characterSizes(text: string, encoding: SmsEncoding): number[] {
  // for…of walks code points: a character outside the BMP is one item of two UTF-16 units.
  return [...text].map((character) =>
    encoding === 'gsm7' ? (EXTENDED.has(character) ? 2 : 1) : character.length,
  );
}

export function smsParts(text: string): SmsParts {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const sizes = characterSizes(text, encoding);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const limit = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, parts: 0 };
  if (units <= limit.single) return { encoding, units, parts: 1 };
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > limit.multi) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, parts };
}
