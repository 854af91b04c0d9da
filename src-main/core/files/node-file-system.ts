import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import type { FileSink, FileSystem } from '../ports/file-system';

/** The real disk, through fs/promises. */
export function createNodeFileSystem(): FileSystem {
  return {
    async createFile(filePath) {
      // 'wx': never reuse or truncate an existing file.
      const handle = await open(filePath, 'wx', 0o600);
      return fileSinkOver(handle);
    },
    rename: (fromPath, toPath) => rename(fromPath, toPath),
    remove: (filePath) => rm(filePath, { force: true }),
    async fileSize(filePath) {
      try {
        const info = await stat(filePath);
        return info.isFile() ? info.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    readFile: async (filePath) => new Uint8Array(await readFile(filePath)),
  };
}

type FileHandle = Awaited<ReturnType<typeof open>>;

function fileSinkOver(handle: FileHandle): FileSink {
  let closed = false;
  return {
    async write(chunk) {
      let offset = 0;
      while (offset < chunk.byteLength) {
        const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset);
        offset += bytesWritten;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // The bytes must be on disk before the rename makes the file visible under its final name.
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
  };
}
