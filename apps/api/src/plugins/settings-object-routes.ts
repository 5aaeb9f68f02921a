/**
 * GET and PUT <path>: one object the owner edits as a whole on a settings screen (the shop's texts,
 * the cash-on-delivery rules). GET reads it; PUT replaces it with the body and answers it as saved.
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { z } from 'zod';
import type { ZodApp } from './route-schema';

export function settingsObjectRoutes<Answer extends z.ZodType, Body extends z.ZodType>(
  app: ZodApp,
  route: {
    path: string;
    tag: string;
    /** What both answer, e.g. `{ settings }`. */
    answer: Answer;
    body: Body;
    read: () => Promise<z.output<Answer>>;
    save: (body: z.output<Body>) => Promise<z.output<Answer>>;
  },
): void {
  const tags = [route.tag];
  // Typed as any schema: the type provider cannot resolve a generic one's output.
  const answer: z.ZodType = route.answer;

  app.get(route.path, { schema: { tags, response: { 200: answer } } }, () => route.read());

  app.put(
    route.path,
    { schema: { tags, body: route.body, response: { 200: answer, 400: apiErrorSchema } } },
    // As the answer's: the body's schema has parsed it.
    (request) => route.save(request.body as z.output<Body>),
  );
}
