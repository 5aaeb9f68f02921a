/** What the route helpers beside this module (admin-*-route.ts, by-id-routes.ts…) share. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The app as a route plugin sees it, with zod schemas. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface RouteHeading {
  tag: string;
  summary?: string;
  /** The body's content types, where it is more than JSON (a form with an image). */
  consumes?: string[];
}

/**
 * The first parts of an operation's schema, in the order the API document lists them; a summary or
 * content types not given are left out rather than written as undefined.
 */
export function schemaHeading(route: RouteHeading) {
  return {
    tags: [route.tag],
    ...(route.summary === undefined ? {} : { summary: route.summary }),
    ...(route.consumes === undefined ? {} : { consumes: route.consumes }),
  };
}
