import { describe, expect, it } from 'vitest';
import { useThisWorkersHost } from '../../e2e/support/worker-hosts';

const hosts = [
  {
    E2E_APP_URL: 'http://127.0.0.1:1/a',
    E2E_API_URL: 'http://127.0.0.1:2/api/v1',
    E2E_DOWNLOAD_DIR: '/d0',
    E2E_UPLOAD_DIR: '/u0',
  },
  {
    E2E_APP_URL: 'http://127.0.0.1:3/b',
    E2E_API_URL: 'http://127.0.0.1:4/api/v1',
    E2E_DOWNLOAD_DIR: '/d1',
    E2E_UPLOAD_DIR: '/u1',
  },
];

describe('each e2e worker against its own dev host', () => {
  it('points a worker at the host of its parallel index', () => {
    const env: NodeJS.ProcessEnv = { E2E_HOSTS: JSON.stringify(hosts), TEST_PARALLEL_INDEX: '1' };
    useThisWorkersHost(env);
    expect(env).toMatchObject(hosts[1]!);
  });

  it('leaves the runner process (no parallel index) alone', () => {
    const env: NodeJS.ProcessEnv = { E2E_HOSTS: JSON.stringify(hosts) };
    useThisWorkersHost(env);
    expect(env.E2E_APP_URL).toBeUndefined();
  });
});
