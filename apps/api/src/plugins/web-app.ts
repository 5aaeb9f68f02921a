/**
 * In production the API also serves the built web app (apps/web/dist). Hashed files under /assets are
 * cached for a year; any other GET that asks for HTML and is not under /api gets index.html with the
 * page's own head (modules/seo/storefront-html.ts) so the browser's router can take over.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** apps/web/dist, found from this file (apps/api/src/plugins) or the bundle (apps/api/dist). */
export function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

async function webAppPlugin(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as they are.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(options.root, filePath);
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}

export const webApp = webAppPlugin;

/** True when the not-found handler should answer with index.html instead of a 404. */
export function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
