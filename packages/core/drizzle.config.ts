import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/setup/schema.ts',
  out: './drizzle',
});
