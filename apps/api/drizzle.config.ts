import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and checked in; never hand-edited (CONVENTIONS.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
