/** Where main keeps the API token. The token never leaves main. */
export interface SecretStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}
