import { defineConfig } from 'drizzle-kit';

/** Generates the reference API server's SQL migrations: `npx drizzle-kit generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src-server/platform/**/schema*.ts', './src-server/modules/**/schema*.ts'],
  out: './src-server/platform/db/migrations',
});
