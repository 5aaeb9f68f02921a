/**
 * The error statuses an API route answers because of a shared piece rather than its own code: the
 * validation and the text guard (400), the router (404 for an id that names nothing, 414 for a path
 * part over its limit), the body parser (413, 415). Each is declared here once, on every /api route
 * registered after this plugin, so the published document (/api/docs/json) lists them without a
 * route doing anything; a route's own declaration of the same status wins. The admin scope adds 401
 * the same way (plugins/auth.ts).
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const error = (description: string) => apiErrorSchema.describe(description);

const INVALID = error(
  'The request is not valid: a field, a query or path parameter, the body or the address itself. `message` names the field first; `fieldErrors` maps each field to its message.',
);
const NOT_FOUND = error('Nothing has the id or the name given in the path.');
const PATH_TOO_LONG = error('A part of the path is over the 100 characters the router takes.');
const TOO_LARGE = error('The body is over 1 MB (an image over 10 MB, a form with too many parts).');
const UNSUPPORTED = error('The body is not sent in a content type this operation reads.');

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Adds `status: schema` to a route's responses unless the route declares that status itself; returns
 * the route's schema.
 */
export function declareStatus(route: RouteOptions, status: number, schema: unknown) {
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  if (responses[status] === undefined) {
    // Copied, not changed in place: routes often share one schema object.
    route.schema = { ...route.schema, response: { ...responses, [status]: schema } };
  }
  return (route.schema ??= {});
}

/** Routes of the published document: under /api and not hidden (the docs' own pages are hidden). */
export function isDocumentedApiRoute(route: RouteOptions): boolean {
  return route.url.startsWith('/api/') && route.schema?.hide !== true;
}

function hasPathParameters(url: string): boolean {
  return url.includes('/:');
}

async function sharedStatusesPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isDocumentedApiRoute(route)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    declareStatus(route, 400, INVALID);
    if (hasPathParameters(route.url)) {
      declareStatus(route, 404, NOT_FOUND);
      declareStatus(route, 414, PATH_TOO_LONG);
    }
    if (methods.some((method) => BODY_METHODS.has(method))) {
      declareStatus(route, 413, TOO_LARGE);
      declareStatus(route, 415, UNSUPPORTED);
    }
  });
}

export const sharedStatuses = fp(sharedStatusesPlugin, { name: 'shared-statuses' });
