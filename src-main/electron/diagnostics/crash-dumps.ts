import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CrashDump } from '../../core/desktop/support-info';

const SHOWN_DUMPS = 10;

/**
 * The minidumps crashReporter kept (uploads are off), newest first: Crashpad writes them
 * under completed/, pending/ (or reports/ on macOS) of app.getPath('crashDumps').
 */
export async function listCrashDumps(folder: string): Promise<CrashDump[]> {
  const dumps: Array<CrashDump & { time: number }> = [];
  async function walk(directory: string, depth: number): Promise<void> {
    const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory() && depth < 2) await walk(full, depth + 1);
      else if (entry.isFile() && entry.name.endsWith('.dmp')) {
        const info = await stat(full);
        dumps.push({
          fileName: path.relative(folder, full),
          modifiedAt: info.mtime.toISOString(),
          time: info.mtimeMs,
        });
      }
    }
  }
  await walk(folder, 0);
  return dumps
    .sort((a, b) => b.time - a.time)
    .slice(0, SHOWN_DUMPS)
    .map(({ fileName, modifiedAt }) => ({ fileName, modifiedAt }));
}
