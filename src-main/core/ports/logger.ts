/** Details must never hold a token, a password or a request payload. */
export type LogDetails = Record<string, unknown>;

export interface Logger {
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
}

export const consoleLogger: Logger = {
  info: (message, details) => console.info(`[main] ${message}`, details ?? ''),
  warn: (message, details) => console.warn(`[main] ${message}`, details ?? ''),
  error: (message, details) => console.error(`[main] ${message}`, details ?? ''),
};

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A thrown value as loggable details (never the whole object: it may carry request data). */
export function describeError(error: unknown): LogDetails {
  if (error instanceof Error) return { error: error.name, reason: error.message };
  return { error: typeof error };
}
