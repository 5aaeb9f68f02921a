import { defineConfig } from 'vitest/config';

// One Vitest run covers the domain rules and the API. The API suite runs once on PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, once more against it.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...apiOnPostgres,
    ],
    // s3rver (the tests' bucket) makes a listing's continuation token with DES, which OpenSSL 3 keeps
    // in its legacy provider: without it a listing of more than one page answers 500.
    execArgv: ['--openssl-legacy-provider'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
