/**
 * DATA_DIR holds the embedded database (customers' names, phones and addresses, the admins' password
 * hashes), the images and the JWT secret, so only the shop's own user may read it: the folder and every
 * folder in it 0700, every file 0600. PGlite's file system creates files with mode 0666, so the entry
 * points also set the umask (server.ts, admin-cli.ts); this tightens what is already there, including
 * data directories written by earlier versions.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_UMASK = 0o077;

export function prepareDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(target: string): void {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return;
  const wanted = stats.isDirectory() ? 0o700 : 0o600;
  if ((stats.mode & 0o777) !== wanted) chmodSync(target, wanted);
  if (!stats.isDirectory()) return;
  for (const entry of readdirSync(target)) tighten(path.join(target, entry));
}
