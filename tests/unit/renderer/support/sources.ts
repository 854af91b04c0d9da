import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files under a folder (relative to the repository root, where vitest runs) whose names match
 * `pattern`: a kit's test reads them to name every screen that uses the kit and to find any that
 * still does the kit's work by hand.
 */
export function sourceFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/**
 * The files under a folder named like `pattern` whose text matches `text`, with forward slashes
 * and sorted: the screens a kit's test expects to use the kit, or to do its work by hand.
 */
export function sourcesMatching(folder: string, pattern: RegExp, text: RegExp): string[] {
  return sourceFiles(folder, pattern)
    .filter((path) => text.test(readFileSync(path, 'utf8')))
    .map((path) => path.replace(/\\/g, '/'))
    .sort();
}
