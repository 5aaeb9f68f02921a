/**
 * Refuses writes (every method but GET, HEAD and OPTIONS) that another site's page sent through its visitor's browser (issue #23):
 * a form or fetch on evil.example could otherwise place and confirm orders, each visitor another
 * address, so no per-address limit binds. A browser says where a request comes from in
 * `Sec-Fetch-Site` and `Origin`, and a page cannot forge either; a write is refused when
 * `Sec-Fetch-Site` is `cross-site` or `same-site` (another shop on a sibling domain is another site
 * too), or when `Origin` is not the shop's own: PUBLIC_URL's, else the address the request was sent to.
 * Requests with neither header (curl, a server calling the spec's API) are not a browser's and pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export const CROSS_SITE_WRITE =
  "Changes are accepted only from the shop's own pages: this request came from another site.";

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 'zewar.pk' from 'https://zewar.pk', 'https://zewar.pk:443' and the Host 'zewar.pk:443'. */
function authority(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

function originHost(origin: string): string | undefined {
  try {
    return authority(new URL(origin).host);
  } catch {
    return undefined;
  }
}

export const crossSiteWrites = fp(async (app: FastifyInstance, options: { publicUrl?: string }) => {
  const shopHost = options.publicUrl ? originHost(options.publicUrl) : undefined;
  const ownHost = (request: FastifyRequest) =>
    shopHost ?? (request.headers.host ? authority(request.headers.host) : undefined);

  app.addHook('onRequest', async (request) => {
    // Every write, not only /api's: a spelling of the path cannot slip past.
    if (READS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const fromAnotherSite =
      site === 'cross-site' ||
      site === 'same-site' ||
      (origin !== undefined && originHost(origin) !== ownHost(request));
    if (fromAnotherSite) throw new AppError('forbidden', CROSS_SITE_WRITE);
  });
});
