import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev -w @shop/api); in production the API serves
// this build, so the app always calls the same origin under /api.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
