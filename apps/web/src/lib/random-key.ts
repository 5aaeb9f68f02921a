/**
 * 128 random bits as hex. crypto.getRandomValues works on plain http too (randomUUID needs a secure
 * context, and a shop opened by its LAN address in a test is not one).
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
