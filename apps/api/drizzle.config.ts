import { defineConfig } from 'drizzle-kit';

// One migration history for PGlite and PostgreSQL; generated from src/db/schema, applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
