/** The programmatic API of the reference server, for the browser dev host and the tests. */
export { buildApp } from './app';
export type { AppOptions, LogLevel } from './app';
export { startServer } from './server';
export type { RunningServer, StartServerOptions } from './server';
export { openDatabase } from './platform/db/client';
export type { Database, DatabaseHandle, DatabaseOptions } from './platform/db/client';
export { seedDemoData } from './demo/seed';
export type { SeedOptions } from './demo/seed';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/data';
export { DEFAULT_SETTINGS } from './platform/settings';
export type { Clock, ServerSettings } from './platform/settings';
