/**
 * The e2e suite runs its spec files in E2E_WORKERS workers (2 by default: the CI machine has two
 * cores), each against a dev host of its own that the global set-up started.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

/** What a spec reads from the environment to reach its worker's host. */
export interface WorkerHost {
  E2E_APP_URL: string;
  E2E_API_URL: string;
  E2E_DOWNLOAD_DIR: string;
  E2E_UPLOAD_DIR: string;
}

/**
 * In a worker process (Playwright loads the config there too, with TEST_PARALLEL_INDEX set and the
 * global set-up's environment inherited), points the E2E_* variables at that worker's own host
 * before any spec file is loaded.
 */
export function useThisWorkersHost(env: NodeJS.ProcessEnv = process.env): void {
  const index = env.TEST_PARALLEL_INDEX;
  if (index === undefined || !env.E2E_HOSTS) return;
  const hosts = JSON.parse(env.E2E_HOSTS) as WorkerHost[];
  const own = hosts[Number(index) % hosts.length];
  if (own) Object.assign(env, own);
}
