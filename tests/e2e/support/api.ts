import { DEMO_PASSWORD } from './app';

function apiBase(): string {
  const base = process.env.E2E_API_URL;
  if (!base) throw new Error('E2E_API_URL is not set: the dev host did not print its API');
  return base;
}

async function apiToken(email: string): Promise<string> {
  const login = await fetch(`${apiBase()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  return data.accessToken;
}

/** Talks to the reference server directly, to check what the console shows against the data. */
export async function apiGet<T>(email: string, path: string): Promise<T> {
  return (await apiSession(email))<T>(path);
}

/** Sets up data through the reference server (a test's own account, say) as `email`. */
export async function apiPost<T>(email: string, path: string, body: unknown): Promise<T> {
  const token = await apiToken(email);
  const response = await fetch(`${apiBase()}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * GETs of the reference server as one account, logged in once: to check what the console shows
 * against the data, or to find records to open.
 */
export async function apiSession(email: string): Promise<<T>(path: string) => Promise<T>> {
  const token = await apiToken(email);
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${apiBase()}/${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
}
