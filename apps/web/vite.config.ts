import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev -w @shop/api); in production the API serves
// this build, so the app always calls the same origin under /api.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // zod without new Function(): see src/lib/zod-jitless.ts.
    alias: [
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
    sourcemap: false,
  },
  // The server renderer (src/entry-server.tsx, built into dist-server) carries its dependencies with it:
  // the API loads one file and needs nothing from this workspace's node_modules.
  ssr: { noExternal: true },
});
