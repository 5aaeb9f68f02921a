import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { appAfterFirstScreen } from './vite/app-after-first-screen';
import { entryCompiledWhileLoading } from './vite/entry-compiled-while-loading';
import { firstViewChunks } from './vite/first-view-chunks';
import { inputBeforeTheApp } from './vite/input-before-the-app-plugin';
import { preactAsReact } from './vite/preact-as-react';
import { sideEffectFreePackages } from './vite/side-effect-free-packages';
import { shopThemeAsMuiDefault } from './vite/shop-theme-as-mui-default';

// In development the API runs on its own port (npm run dev -w @shop/api); in production the API serves
// this build, so the app always calls the same origin under /api.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    shopThemeAsMuiDefault(),
    sideEffectFreePackages(),
    // *.css.ts: styles made at build time (decision 0040).
    vanillaExtractPlugin(),
    inputBeforeTheApp(),
    appAfterFirstScreen(),
    entryCompiledWhileLoading(),
  ],
  resolve: {
    // zod without new Function(): see src/lib/zod-jitless.ts.
    alias: [
      ...preactAsReact,
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: the server reads each page's own chunks from it (decision 0018).
    manifest: true,
    // Every browser the shop supports knows modulepreload: no polyfill in the first view.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // One stylesheet for the whole app, which the server writes into every page (decision 0040): a
    // page's chunk with styles of its own would otherwise have its stylesheet linked while it loads,
    // holding the page's hydration back by a round trip.
    cssCodeSplit: false,
    // The entry in one file, and what the first views share beyond it in another (vite/first-view-chunks.ts).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: firstViewChunks } } },
  },
  // The server renderer (src/entry-server.tsx, built into dist-server) carries its dependencies with it:
  // the API loads one file and needs nothing from this workspace's node_modules.
  ssr: { noExternal: true },
  // Vite leaves process.env.NODE_ENV to the server renderer's process, which is started without it: React
  // rendered in its development build, and MUI and Emotion named their classes differently from the
  // browser's production build, so hydration wrote every style of the page again. The renderer is
  // built for production as the browser's bundle is.
  define:
    command === 'build' && isSsrBuild
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : {},
}));
