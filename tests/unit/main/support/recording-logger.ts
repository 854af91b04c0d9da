import type { LogDetails, Logger } from '../../../../src-main/core';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: LogDetails | undefined;
}

export function createRecordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record = (level: LogEntry['level']) => (message: string, details?: LogDetails) => {
    entries.push({ level, message, details });
  };
  return { entries, info: record('info'), warn: record('warn'), error: record('error') };
}
