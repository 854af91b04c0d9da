import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileSink, FileSystem } from '../ports/file-system';

/** Fills the sink; whatever it throws aborts the save. */
export type WriteContent = (sink: FileSink) => Promise<void>;

/**
 * Writes a file under a temporary name in the target's folder and renames it into place, so a
 * crash, a full disk or a dropped download never leaves a partial file under the final name.
 * On failure the temporary file is removed and the error is thrown again.
 */
export async function saveAtomically(
  fileSystem: FileSystem,
  finalPath: string,
  writeContent: WriteContent,
): Promise<void> {
  const temporaryPath = temporaryPathFor(finalPath);
  let sink: FileSink | null = null;
  try {
    sink = await fileSystem.createFile(temporaryPath);
    await writeContent(sink);
    await sink.close();
    await fileSystem.rename(temporaryPath, finalPath);
  } catch (error) {
    await sink?.close().catch(() => undefined);
    await fileSystem.remove(temporaryPath).catch(() => undefined);
    throw error;
  }
}

/** Same folder (a rename never crosses volumes), hidden where the OS hides dot files. */
export function temporaryPathFor(finalPath: string): string {
  const folder = path.dirname(finalPath);
  const name = path.basename(finalPath);
  return path.join(folder, `.${name}.${randomBytes(4).toString('hex')}.part`);
}

/** Writes bytes that are already in memory. */
export function writeBytes(bytes: Uint8Array): WriteContent {
  return (sink) => sink.write(bytes);
}
