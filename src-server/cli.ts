/** `npm run server [-- --demo]`: the reference management API on this machine. */
import { issueAppKeyFromCli } from './app-key-cli';
import { readCliOptions } from './config';
import { startServer } from './server';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = readCliOptions(process.env, argv);
  if (argv.includes('--issue-app-key')) {
    console.log(await issueAppKeyFromCli(options.database, argv));
    return;
  }
  const server = await startServer(options);
  const where = options.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${options.database.dataDir}`;
  const role = options.role ?? 'both';
  console.log(
    `Reference API listening at ${server.url} (role ${role}, ${where}${options.demo ? ', demo data' : ''})`,
  );

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
