/**
 * The code of each storefront page beyond the app's entry (issue 24, decision 0018): the page's own
 * chunk and what it imports that the entry does not, read from the web build's manifest
 * (apps/web/dist/.vite/manifest.json) for the module its row in storefront-pages.ts names. The page
 * carries the list, and the loader asks for it together with the entry: without it, the page's chunk
 * is only asked for when hydration reaches its lazy() route, a second round trip on a phone's network.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STOREFRONT_PAGES, type StorefrontPageName } from './storefront-pages';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

/**
 * The files each page needs beyond the entry's, as the built app names them (`/assets/…`). Empty when
 * the build has no manifest (tests with a bare index.html); a page module missing from a manifest
 * stops the start, so a renamed page cannot quietly lose its head start.
 */
export function readPageCode(webDist: string): Partial<Record<StorefrontPageName, string[]>> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const ofEntry = entry ? staticGraph(manifest, entry) : new Set<string>();
  const code: Partial<Record<StorefrontPageName, string[]>> = {};
  for (const row of STOREFRONT_PAGES) {
    if (!('module' in row)) continue;
    if (!manifest[row.module]) throw new Error(`The web build's manifest has no ${row.module}`);
    code[row.page] = [...staticGraph(manifest, row.module)]
      .filter((key) => !ofEntry.has(key))
      .map((key) => `/${manifest[key]?.file}`);
  }
  return code;
}
