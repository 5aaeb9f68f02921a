/**
 * How the browser's build is cut into files (decision 0018, fifth and twelfth revisions). Over
 * HTTP/1.1 a phone opens six connections to the shop, and every file past them waits a round trip
 * (150 ms on slow 4G) for one to come free; left to itself, Rolldown cuts a file per set of
 * importers, and the home page's code came as nine files where three carry it.
 *
 * - `app`: everything the entry imports statically, in the entry's own file.
 * - `first-view-shared`: what the pages a shopper lands on (the home page, the catalogue, a product,
 *   from the table of storefront pages) import beyond the entry, in one file. Each page keeps a file
 *   of its own, which the manifest names for the server (apps/api/src/modules/seo/page-code.ts).
 *   The other pages and the back office import this file too when they use what is in it.
 */
// By its path: Vite loads its config with Node, which does not run the workspace package's TypeScript.
import {
  STORE_PAGE_NAMES,
  storePage,
  type StorePageName,
} from '../../../packages/domain/src/store-pages';
import type { CodeSplittingGroup } from 'rolldown';

/** The pages a link shared on WhatsApp or Instagram opens. */
const FIRST_VIEWS: StorePageName[] = ['home', 'catalogue', 'product'];

const modulesOf = (pages: readonly StorePageName[]) =>
  pages.flatMap((page) => storePage(page).module ?? []);
const endsWithOneOf = (modules: string[]) => (id: string) =>
  modules.some((module) => id.replaceAll('\\', '/').endsWith(module));

const isFirstView = endsWithOneOf(modulesOf(FIRST_VIEWS));
/** Every page keeps its own file, which the server names from the manifest. */
const isPage = endsWithOneOf(modulesOf(STORE_PAGE_NAMES));

/** What a group's name function is handed: the module graph. */
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Where `id` is imported from, statically: the pages, and the other files loaded on their own (the
 * entry, the back office, the review form), whose imports lead to it.
 */
function importedFrom(id: string, graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const climb = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const importers = graph.getModuleInfo(module)?.importers ?? [];
    if (module !== id && (isPage(module) || importers.length === 0)) roots.add(module);
    else importers.forEach(climb);
  };
  climb(id);
  return roots;
}

/**
 * What a first view imports is in the shared file unless that page alone imports it: then it stays
 * in the page's own file, where Rolldown puts it. The rest would otherwise be cut into a file per set
 * of importers (a product's page shares its price and colour choice with the checkout's).
 */
function sharedByAFirstView(id: string, graph: ModuleGraph): boolean {
  if (isPage(id)) return false;
  const roots = [...importedFrom(id, graph)];
  return roots.some(isFirstView) && roots.length > 1;
}

export const firstViewChunks: CodeSplittingGroup[] = [
  { name: 'app', tags: ['$initial'], priority: 2 },
  {
    name: (id, graph) => (sharedByAFirstView(id, graph) ? 'first-view-shared' : null),
    debugName: 'first-view-shared',
    priority: 1,
  },
];
