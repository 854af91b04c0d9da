import { ja } from '@shared/messages';
import type { ApiClient, DownloadBody, FileAnswer } from '../api/api-client';
import { saveAtomically } from '../files/atomic-save';
import type { FileSink, FileSystem } from '../ports/file-system';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import type { Timers } from '../ports/timers';
import { DOWNLOAD_BACKOFF, withBackoff } from './backoff';
import type { AttemptResult, BackoffPolicy } from './backoff';
import { downloadFailure, isTransient, localFailure } from './local-failures';

/**
 * A download that receives no byte for this long is dropped and counted as a lost connection
 * (so it is tried again with backoff). The API client's own timeout ends once the headers have
 * arrived; a connection can then stay open and silent for ever.
 */
export const DOWNLOAD_STALL_TIMEOUT_MS = 30_000;

export interface DownloadToFileDependencies {
  api: Pick<ApiClient, 'fetchFile'>;
  fileSystem: FileSystem;
  timers: Timers;
  logger: Logger;
  backoff?: BackoffPolicy;
}

/** The connection dropped, or went silent, while the body was being read. */
class BodyInterrupted extends Error {
  override readonly name = 'BodyInterrupted';
}

/** Saved, or why not (FileAnswer's failure: who refused the file, if anyone did). */
export type DownloadResult = { ok: true } | Extract<FileAnswer, { ok: false }>;

/**
 * Why a file that failed to download will never come, or null when trying again may help:
 * `gone` when the API or a storage service answered 404 or 410 (the file was deleted), `refused`
 * when a storage service answered 403 (its presigned URL expired).
 */
export function whyFileIsUnavailable(
  saved: Extract<DownloadResult, { ok: false }>,
): 'gone' | 'refused' | null {
  const { status, kind } = saved.error;
  if (kind !== 'http') return null;
  if (status === 404 || status === 410) return 'gone';
  if (status === 403 && saved.refusedBy === 'file-host') return 'refused';
  return null;
}

/**
 * Streams the file at a URL the backend gave to `targetPath`, byte for byte (the server's CP932
 * stays CP932), through a temporary file that is renamed into place. A dropped or stalled
 * connection, or a server fault, is tried again with backoff; a partial file never appears
 * under the final name.
 */
export async function downloadToFile(
  deps: DownloadToFileDependencies,
  url: string,
  targetPath: string,
): Promise<DownloadResult> {
  return withBackoff(deps.timers, deps.backoff ?? DOWNLOAD_BACKOFF, (attemptNumber) =>
    attemptDownload(deps, url, targetPath, attemptNumber),
  );
}

async function attemptDownload(
  deps: DownloadToFileDependencies,
  url: string,
  targetPath: string,
  attemptNumber: number,
): Promise<AttemptResult<DownloadResult>> {
  const answer = await deps.api.fetchFile(url);
  if (!answer.ok) {
    const transient = isTransient(answer.error);
    return { done: !transient, value: transient ? { ...answer, error: downloadFailure() } : answer };
  }
  try {
    await saveAtomically(deps.fileSystem, targetPath, (sink) => copyBody(answer.data, sink, deps.timers));
    return { done: true, value: { ok: true } };
  } catch (error) {
    if (error instanceof BodyInterrupted) {
      deps.logger.warn('Download interrupted', { attempt: attemptNumber, reason: error.message });
      return { done: false, value: { ok: false, error: downloadFailure(), refusedBy: null } };
    }
    deps.logger.error('Downloaded file could not be written', describeError(error));
    return { done: true, value: { ok: false, error: localFailure(ja.main.fileSaveFailed), refusedBy: null } };
  }
}

/** Read errors and silences become BodyInterrupted (worth a retry); write errors are thrown as they are. */
async function copyBody(body: DownloadBody, sink: FileSink, timers: Timers): Promise<void> {
  const chunks = body[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      const next = await nextChunk(chunks, timers);
      if (next.done) break;
      await sink.write(next.value);
    }
    finished = true;
  } finally {
    // Not awaited: after a stall the read may never settle, and an async generator would only
    // run return() after it.
    if (!finished) void chunks.return?.().catch(() => undefined);
  }
}

/** The next chunk, or BodyInterrupted when the read fails or no chunk comes within the stall timeout. */
function nextChunk(chunks: AsyncIterator<Uint8Array>, timers: Timers): Promise<IteratorResult<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const stall = timers.setTimeout(
      () => reject(new BodyInterrupted(`no data for ${DOWNLOAD_STALL_TIMEOUT_MS} ms`)),
      DOWNLOAD_STALL_TIMEOUT_MS,
    );
    chunks.next().then(
      (next) => {
        timers.clearTimeout(stall);
        resolve(next);
      },
      (error: unknown) => {
        timers.clearTimeout(stall);
        reject(new BodyInterrupted(error instanceof Error ? error.message : 'interrupted'));
      },
    );
  });
}
