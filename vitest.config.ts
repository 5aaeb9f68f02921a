import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { preactAsReact } from './apps/web/vite/preact-as-react';

// One Vitest run covers the domain rules, the web app's modules and the API. The API suite runs once on PGlite and, when
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
          isolate: false,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      // The storefront's modules and components in happy-dom (jsdom 31 needs Node 22.22+; the shop runs
      // on 20.19+). Requests stop at fetch, where each test answers them as the API would
      // (apps/web/src/test/fake-api.ts).
      {
        // *.css.ts made into class names as the build makes them (decision 0040).
        plugins: [vanillaExtractPlugin()],
        // The renderer the shoppers get (decision 0041): React's name is Preact here too, for the
        // packages as well, which therefore go through Vite rather than Node's own loader.
        resolve: {
          // The packages' ES modules, as the browser's build takes them: their CommonJS builds
          // require() React by its own name, past the alias (Emotion's, under Node's conditions).
          conditions: ['module', 'browser', 'development|production'],
          alias: [
            ...preactAsReact,
            // Its CommonJS build is what its package names first.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'web',
          server: {
            deps: {
              inline: [
                /@mui\//,
                /@emotion\//,
                /@tanstack\//,
                /@testing-library\/react/,
                /react-hook-form/,
                /@hookform\//,
                /zustand/,
                /react-toastify/,
              ],
            },
          },
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://shop.test/' } },
          setupFiles: ['src/test/setup.ts'],
          // A test takes well under a second; the margin is for a machine busy with the other suites.
          testTimeout: 15_000,
          // One module graph per worker, as for the API: React, MUI and happy-dom's page are set up
          // once instead of once per file. The setup file empties the cart store (the one module with a
          // shopper's state) after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          // The API's files share one module graph per worker: each file builds its own app on its own
          // database, and none changes a module's state, so re-importing Fastify, Drizzle and PGlite for
          // every file only cost time (the suite ran in about half the time without it).
          isolate: false,
        },
      },
      ...apiOnPostgres,
    ],
    // s3rver (the tests' bucket) makes a listing's continuation token with DES, which OpenSSL 3 keeps
    // in its legacy provider: without it a listing of more than one page answers 500.
    // A larger young generation (32 MB semi-spaces instead of V8's 16): rendering React and MUI makes
    // short-lived objects by the million. The web project's median went from 13.0 s to 11.8 s (four
    // runs of each, alternated).
    execArgv: ['--openssl-legacy-provider', '--max-semi-space-size=32'],
    // Vitest leaves a core free by default, which on CI's two cores is one worker. The API's files
    // spend much of their time waiting on a database, so a worker more than there are cores keeps
    // the cores busy. On two cores: 5 min 31 s with one worker, 3 min 53 s with two (2,520 tests);
    // later, alternated, 215 and 210 s with two, 195 and 186 s with three, 184 s with four (2,573).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
