/**
 * A known path asked with a method it does not take is answered 405 with `Allow` (RFC 9110 §15.5.6),
 * not the 404 of an unknown path: a client learns it has the method wrong, not the address. Fastify
 * sends both to its not-found route; this hook, on that route only (`request.is404`), asks the router
 * which methods the same path has, before any body is read.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods the router has a route for at this path (without its query). */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '';
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

// A callback hook, not an async one: it runs on every request, and only the not-found ones do work.
async function wrongMethodPlugin(app: FastifyInstance) {
  app.addHook(
    'onRequest',
    (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!request.is404) return done();
      const allowed = allowedMethods(app, request.url);
      if (allowed.length === 0) return done();
      const methods = allowed.join(', ');
      reply
        .status(405)
        .header('allow', methods)
        .type('application/json; charset=utf-8')
        .send({ message: `${request.method} is not allowed here; this address takes ${methods}` });
    },
  );
}

export const wrongMethod = fp(wrongMethodPlugin, { name: 'wrong-method' });
