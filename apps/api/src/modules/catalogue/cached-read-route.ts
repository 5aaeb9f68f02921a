/**
 * GET <path> of a storefront read that is the same for every shopper (the spec's product list, the
 * shop's texts, the cash-on-delivery rules): made once into the storefront cache, kept under its path
 * until a write drops it (storefront-writes.ts), and sent from there with its ETag.
 */
import type { z } from 'zod';
import { jsonAnswer, sendCachedAnswer } from './answer-cache';
import type { ZodApp } from '../../plugins/route-schema';

export function cachedReadRoute<Answer extends z.ZodType>(
  app: ZodApp,
  route: {
    /** Also the answer's key in the cache, without its first slash. */
    path: string;
    tag: string;
    answer: Answer;
    read: () => Promise<z.output<Answer>>;
  },
): void {
  const cacheKey = route.path.slice(1);
  // Typed as any schema: the type provider cannot resolve a generic one's output.
  const answer: z.ZodType = route.answer;
  app.get(
    route.path,
    {
      // The cached answer carries its own compressed copies (answer-cache.ts).
      compress: false,
      schema: { tags: [route.tag], response: { 200: answer } },
    },
    async (request, reply) => {
      const cached = await app.storefrontCache.get(cacheKey, async () =>
        jsonAnswer(await route.read()),
      );
      return sendCachedAnswer(request, reply, cached);
    },
  );
}
