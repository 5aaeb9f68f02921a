/**
 * OpenAPI built from the routes' zod schemas, browsable at /api/docs (assets served from the package).
 * Registered before the routes: it adds the statuses every route shares (shared-statuses.ts) as they
 * are registered.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { allowBlankQueryValues, refuseNulInStrings } from './document-rules';
import { sharedStatuses } from './shared-statuses';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** zod's JSON Schema of a route, with the rules the shared plugins apply (document-rules.ts). */
function transform(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return output;
  allowBlankQueryValues(input.schema?.querystring, schema.querystring);
  for (const part of ['params', 'querystring', 'body']) refuseNulInStrings(schema[part]);
  return output;
}

async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shop API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(sharedStatuses);
}

export const docs = fp(docsPlugin, { name: 'docs' });
