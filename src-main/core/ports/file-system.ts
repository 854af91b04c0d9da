/** A file opened for writing; chunks are written in order. */
export interface FileSink {
  write(chunk: Uint8Array): Promise<void>;
  /** Flushes and closes; a second call does nothing. */
  close(): Promise<void>;
}

/**
 * The files main reads (import files) and writes (exports, error files). Behind a port so
 * tests can interrupt a write half-way.
 */
export interface FileSystem {
  /** Creates a new file; fails when the path already exists. */
  createFile(filePath: string): Promise<FileSink>;
  /** Moves a file over the target, replacing it. */
  rename(fromPath: string, toPath: string): Promise<void>;
  /** Removes a file; no error when it does not exist. */
  remove(filePath: string): Promise<void>;
  /** The size in bytes of a regular file, or null when there is none at the path. */
  fileSize(filePath: string): Promise<number | null>;
  readFile(filePath: string): Promise<Uint8Array>;
}
