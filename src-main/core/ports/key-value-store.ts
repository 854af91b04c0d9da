/**
 * Small durable state of main (export_ and import_ job ids, remembered folders).
 * Values must be JSON-serialisable.
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  keys(): string[];
}
