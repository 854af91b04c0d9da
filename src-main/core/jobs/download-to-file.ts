import { failure, success } from '../../../src-shared/ipc/result';
import type { CallFailure, CallResult } from '../../../src-shared/ipc/result';
import { ja } from '../../../src-shared/messages';
import type { ApiClient, DownloadBody, DownloadRequest } from '../api/api-client';
import { saveAtomically } from '../files/atomic-save';
import type { FileSink, FileSystem } from '../ports/file-system';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import type { Timers } from '../ports/timers';
import { DOWNLOAD_BACKOFF, withBackoff } from './backoff';
import type { AttemptResult, BackoffPolicy } from './backoff';
import { downloadFailure, isTransient, localFailure } from './local-failures';

export interface DownloadToFileDependencies {
  api: ApiClient;
  fileSystem: FileSystem;
  timers: Timers;
  logger: Logger;
  backoff?: BackoffPolicy;
}

/** The connection dropped while the body was being read. */
class BodyInterrupted extends Error {
  override readonly name = 'BodyInterrupted';
}

/**
 * Streams a file of the API to `targetPath`, byte for byte (the server's CP932 stays CP932),
 * through a temporary file that is renamed into place. A dropped connection is tried again
 * with backoff; a partial file never appears under the final name.
 */
export async function downloadToFile(
  deps: DownloadToFileDependencies,
  source: DownloadRequest,
  targetPath: string,
): Promise<CallResult<null>> {
  return withBackoff(deps.timers, deps.backoff ?? DOWNLOAD_BACKOFF, (attemptNumber) =>
    attemptDownload(deps, source, targetPath, attemptNumber),
  );
}

async function attemptDownload(
  deps: DownloadToFileDependencies,
  source: DownloadRequest,
  targetPath: string,
  attemptNumber: number,
): Promise<AttemptResult<CallResult<null>>> {
  const answer = await deps.api.download(source);
  if (!answer.ok) {
    return { done: !isTransient(answer.error), value: failure(transientAsDownloadFailure(answer.error)) };
  }
  try {
    await saveAtomically(deps.fileSystem, targetPath, (sink) => copyBody(answer.data, sink));
    return { done: true, value: success(null) };
  } catch (error) {
    if (error instanceof BodyInterrupted) {
      deps.logger.warn('Download interrupted', { path: source.path, attempt: attemptNumber });
      return { done: false, value: failure(downloadFailure()) };
    }
    deps.logger.error('Downloaded file could not be written', describeError(error));
    return { done: true, value: failure(localFailure(ja.main.fileSaveFailed)) };
  }
}

function transientAsDownloadFailure(answer: CallFailure): CallFailure {
  return isTransient(answer) ? downloadFailure() : answer;
}

/** Read errors become BodyInterrupted (worth a retry); write errors are thrown as they are. */
async function copyBody(body: DownloadBody, sink: FileSink): Promise<void> {
  const chunks = body[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await chunks.next();
      } catch (error) {
        throw new BodyInterrupted(error instanceof Error ? error.message : 'interrupted');
      }
      if (next.done) break;
      await sink.write(next.value);
    }
    finished = true;
  } finally {
    if (!finished) await chunks.return?.().catch(() => undefined);
  }
}
