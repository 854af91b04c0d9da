import { DEMO_PASSWORD } from './app';

/**
 * GETs of the reference server as one account, logged in once: to check what the console shows
 * against the data, or to find records to open.
 */
export async function apiSession(email: string): Promise<<T>(path: string) => Promise<T>> {
  const base = process.env.E2E_API_URL;
  if (!base) throw new Error('E2E_API_URL is not set: the dev host did not print its API');
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}/${path}`, { headers: { authorization: `Bearer ${data.accessToken}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
}

/** Talks to the reference server directly, to check what the console shows against the data. */
export async function apiGet<T>(email: string, path: string): Promise<T> {
  return (await apiSession(email))<T>(path);
}
