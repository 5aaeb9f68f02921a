/**
 * Schema-driven fuzzing of the whole API. Reads the real app's OpenAPI document (GET /api/docs/json) and
 * sends every route FUZZ_PER_ROUTE requests (default 1000) made with fast-check from the route's JSON
 * schemas: valid-looking values, then mutations (missing fields, wrong types, null, huge numbers, long
 * strings, NUL and control characters, unicode, unknown fields, deep nesting, bad path ids, broken JSON,
 * wrong content types, hand-made multipart bodies, random files, bad tokens, bad X-Cart-Id headers).
 * Products, coupons, banners, reviews, contacts, orders and cart lines are seeded (and re-seeded as the
 * fuzzing deletes them) so that ids often name real rows. Requests come mostly from changing client
 * addresses, so per-address limits do not turn most public writes into 429s (429 counts like any other
 * answer); the admin token is taken before the sign-in route is fuzzed.
 *
 * It prints, per route and in total, the 5xx answers and the error answers (status >= 400) whose body is
 * not JSON with a string `message`, the first 5xx requests of each route (to replay them) with the error
 * the app logged, and writes .test-output/fuzz-<db>.json. It prints figures and exits 0: it does not
 * decide pass or fail (it exits 1 only when it cannot run at all, e.g. no database server).
 *
 *   npx tsx bench/fuzz-api.ts                        # in-memory PGlite
 *   FUZZ_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/fuzz-api.ts
 *
 * FUZZ_DATABASE_URL names a PostgreSQL server: a throwaway database shop_fuzz_<random> is created there
 * and dropped afterwards. Other settings: FUZZ_PER_ROUTE (1000); FUZZ_SEED (1; the same seed and the
 * same FUZZ_ROUTES send the same requests); FUZZ_ROUTES (only routes whose "METHOD /path" contains this
 * text); FUZZ_SHOW (5xx examples printed per route, 3); FUZZ_TRACE=1 (print every request and answer).
 *
 * The parts, in bench/fuzz/: settings and types; target (the app on its database) and routes (from the
 * OpenAPI document); seed (rows and pools of ids); values, bad-values and mutations (what a field gets);
 * encodings and parameters (bodies, transports, paths, queries, headers); plans and requests (one
 * request each); checks (sending and judging an answer); report; runner (the run itself).
 */
import { main } from './fuzz/runner';

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('fuzz: could not run:', error);
    process.exit(1);
  },
);
