/**
 * What one server process does, so that an operator scales the API and the background work
 * apart (docs/deployment.md): `api` answers the API and runs no background work, `worker` runs
 * the export, import and push workers and the once-per-database duties and answers only
 * /health, `both` (the default) does everything.
 */
export const SERVER_ROLES = ['both', 'api', 'worker'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

export function servesApi(role: ServerRole): boolean {
  return role !== 'worker';
}

export function runsWorkers(role: ServerRole): boolean {
  return role !== 'api';
}

export function isServerRole(value: string): value is ServerRole {
  return (SERVER_ROLES as readonly string[]).includes(value);
}
