import { defineConfig } from 'drizzle-kit';

/** Generates the reference API server's SQL migrations: `npx drizzle-kit generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src-server/db/schema*.ts',
  out: './src-server/db/migrations',
});
