/**
 * The code of each storefront page beyond the app's entry (issue 24, decision 0018): the page's own
 * chunk and what it imports that the entry does not, read from the web build's manifest
 * (apps/web/dist/.vite/manifest.json) for the module its row in the table of storefront pages
 * (packages/domain/src/store-pages.ts) names. The page carries the list, and the loader asks for it
 * together with the entry: without it, the page's chunk is only asked for when hydration reaches its
 * lazy() route, a second round trip on a phone's network.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORE_PAGE_NAMES, storePage, type StorePageName } from '@shop/domain/store-pages';

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
export function readPageCode(webDist: string): Partial<Record<StorePageName, string[]>> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const ofEntry = entry ? staticGraph(manifest, entry) : new Set<string>();
  const code: Partial<Record<StorePageName, string[]>> = {};
  for (const page of STORE_PAGE_NAMES) {
    const { module } = storePage(page);
    if (module === undefined) continue;
    if (!manifest[module]) throw new Error(`The web build's manifest has no ${module}`);
    code[page] = [...staticGraph(manifest, module)]
      .filter((key) => !ofEntry.has(key))
      .map((key) => `/${manifest[key]?.file}`);
  }
  return code;
}
