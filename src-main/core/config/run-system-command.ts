import { execFile } from 'node:child_process';
import type { CommandOutput } from '../ports/system-command';

const COMMAND_TIMEOUT_MS = 5000;
const MAX_OUTPUT_BYTES = 1024 * 1024;

/** The real RunSystemCommand: execFile without a shell, a time-out and an output cap. */
export function runSystemCommand(file: string, args: readonly string[]): Promise<CommandOutput> {
  return new Promise((resolve) => {
    execFile(
      file,
      [...args],
      { timeout: COMMAND_TIMEOUT_MS, maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true, encoding: 'utf8' },
      (error, stdout) => {
        if (!error) {
          resolve({ exitCode: 0, stdout });
          return;
        }
        const code = (error as NodeJS.ErrnoException & { code?: unknown }).code;
        resolve({ exitCode: typeof code === 'number' ? code : null, stdout: stdout ?? '' });
      },
    );
  });
}
