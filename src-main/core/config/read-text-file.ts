import { readFile } from 'node:fs/promises';

/** The file's UTF-8 text, or null when there is no such file. Other errors are thrown. */
export async function readTextFileIfExists(filePath: string): Promise<string | null> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
