/** The routes to fuzz, read from the app's own OpenAPI document. */
import { type FastifyInstance } from 'fastify';
import { ROUTE_FILTER } from './settings';
import type { OpenApiDocument, OpenApiOperation, Route } from './types';

export async function readRoutes(app: FastifyInstance): Promise<Route[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<OpenApiDocument>();
  const routes: Route[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      routes.push(routeOf(method.toUpperCase(), template, operation));
    }
  }
  return routes.filter((route) => route.key.includes(ROUTE_FILTER));
}

function routeOf(method: string, template: string, operation: OpenApiOperation): Route {
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  return {
    method,
    path: template,
    key: `${method} ${template}`,
    secured: (operation.security ?? []).length > 0,
    params: parameters.filter((p) => p.in === 'path'),
    query: parameters.filter((p) => p.in === 'query'),
    headers: parameters.filter((p) => p.in === 'header'),
    bodies: Object.entries(content).map(([contentType, media]) => ({
      contentType,
      schema: media.schema ?? {},
    })),
  };
}
