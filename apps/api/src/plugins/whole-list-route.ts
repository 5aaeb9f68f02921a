/**
 * GET <path>: the spec's whole-list endpoints (GET /cart/, /reviews/get, /shipping/get…), every row in
 * one answer named by its key, `{ carts: [...] }`. They stay for other clients; the back office reads
 * the paged tables of admin-list-route.ts.
 */
import { z } from 'zod';
import type { ZodApp } from './route-schema';

export function wholeListRoute<Item extends z.ZodType>(
  app: ZodApp,
  route: {
    path: string;
    tag: string;
    /** The answer's one field, e.g. 'carts'. */
    key: string;
    item: Item;
    list: () => Promise<z.output<Item>[]>;
  },
): void {
  // Typed as any schema: the type provider cannot resolve a generic one's output.
  const answer: z.ZodType = z.object({ [route.key]: z.array(route.item) });
  app.get(route.path, { schema: { tags: [route.tag], response: { 200: answer } } }, async () => ({
    [route.key]: await route.list(),
  }));
}
