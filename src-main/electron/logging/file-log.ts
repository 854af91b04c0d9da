import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { NodeLogger } from 'electron-log';
import type { Logger } from '../../core';

/** The log IT and support ask for: app.getPath('logs')/main.log, with older parts beside it. */
export const LOG_FILE_NAME = 'main.log';
export const MAX_LOG_FILE_BYTES = 1024 * 1024;
/** main.1.log … main.5.log: about 6 MB of history at most. */
export const KEPT_LOG_FILES = 5;

/**
 * Points an electron-log instance (electron-log/main in the app, electron-log/node in tests)
 * at the log file, with rotation: past 1 MB the file becomes main.1.log, the older ones move
 * up and the sixth is deleted. Answers it as main's Logger port; wrap it in
 * createRedactingLogger so nothing personal reaches the file.
 */
export function fileLogger(log: NodeLogger, filePath: string, options: { console: boolean }): Logger {
  const file = log.transports.file;
  file.resolvePathFn = () => filePath;
  file.maxSize = MAX_LOG_FILE_BYTES;
  file.level = 'info';
  file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}';
  file.archiveLogFn = (current) => rotate(current.path);
  log.transports.console.level = options.console ? 'info' : false;
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (message: string, details?: Record<string, unknown>) =>
      details === undefined ? log[level](message) : log[level](message, details);
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** main.log → main.1.log, main.1.log → main.2.log, …; the oldest beyond KEPT_LOG_FILES goes. */
export function rotate(current: string): void {
  const { dir, name, ext } = path.parse(current);
  const part = (index: number) => path.join(dir, `${name}.${index}${ext}`);
  rmSync(part(KEPT_LOG_FILES), { force: true });
  for (let index = KEPT_LOG_FILES - 1; index >= 1; index -= 1) {
    if (existsSync(part(index))) renameSync(part(index), part(index + 1));
  }
  renameSync(current, part(1));
}
