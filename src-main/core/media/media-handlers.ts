import { API_PATHS } from '@shared/api/paths';
import { fillApiPath } from '@shared/ipc/api-channel';
import { IMAGE_MAX_SIZE_MB, SOUND_MAX_SIZE_MB } from '@shared/constants/media';
import { BYTES_PER_MEGABYTE } from '@shared/constants/limits';
import type { ChannelParsedRequest } from '@shared/ipc/contract';
import type { MediaDataUrl, SavedQrCode } from '@shared/ipc/media';
import { failure, success } from '@shared/ipc/result';
import type { CallResult } from '@shared/ipc/result';
import { formatMessage, ja } from '@shared/messages';
import type { ApiClient, DownloadBody } from '../api/api-client';
import { invalidResponseFailure } from '../api/call-failures';
import { fileUrlOf, isApiOrigin } from '../api/file-url';
import { saveAtomically, writeBytes } from '../files/atomic-save';
import { localFailure } from '../jobs/local-failures';
import type { SaveFolder } from '../jobs/save-folder';
import { chooseSaveTarget } from '../jobs/save-through-dialog';
import type { Dialogs } from '../ports/dialogs';
import type { FileSystem } from '../ports/file-system';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import { MediaTooLarge, readAllBytes } from './media-bytes';
import { sniffMediaType } from './media-type';

/** What the media handlers work with (a subset of the jobs' context). */
export interface MediaDependencies {
  api: ApiClient;
  /** Media URLs of the API's own origin are fetched with the token. */
  apiBaseUrl: string;
  /** The other origins whose images (and sounds) are fetched, never with the token (ImageHosts). */
  imageHosts: readonly string[];
  dialogs: Dialogs;
  fileSystem: FileSystem;
  saveFolder: SaveFolder;
  logger: Logger;
}

export interface MediaHandlers {
  dataUrl(request: ChannelParsedRequest<'media.dataUrl'>): Promise<CallResult<MediaDataUrl>>;
  saveQrCode(request: ChannelParsedRequest<'stores.saveQrCode'>): Promise<CallResult<SavedQrCode | null>>;
}

/** The largest stored file the API accepts, with room for the QR code. */
export const MEDIA_MAX_BYTES = Math.max(IMAGE_MAX_SIZE_MB, SOUND_MAX_SIZE_MB) * BYTES_PER_MEGABYTE;

type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; answer: CallResult<never> };

/** Stored images and sounds as data: URLs, and the shop QR code saved as PNG. */
export function createMediaHandlers(deps: MediaDependencies): MediaHandlers {
  async function readBytes(answer: CallResult<DownloadBody>): Promise<Fetched> {
    if (!answer.ok) return { ok: false, answer };
    try {
      return { ok: true, bytes: await readAllBytes(answer.data, MEDIA_MAX_BYTES) };
    } catch (error) {
      if (error instanceof MediaTooLarge) return { ok: false, answer: failure(invalidResponseFailure(200)) };
      deps.logger.warn('Media download interrupted', describeError(error));
      return {
        ok: false,
        answer: failure({ status: 0, kind: 'network', message: ja.errors.network, errors: [] }),
      };
    }
  }

  return {
    async dataUrl({ url }) {
      const checked = fileUrlOf(deps.apiBaseUrl, url);
      const allowed =
        checked.ok &&
        (isApiOrigin(deps.apiBaseUrl, checked.url) || deps.imageHosts.includes(checked.url.origin));
      if (!allowed) {
        deps.logger.warn('Media URL refused: neither the API nor an image host', {
          origin: checked.ok ? checked.url.origin : checked.reason,
        });
        return failure(localFailure(ja.errors.invalidRequest));
      }
      const answer = await deps.api.fetchFile(checked.url.toString());
      const fetched = await readBytes(answer.ok ? answer : failure(answer.error));
      if (!fetched.ok) return fetched.answer;
      const type = sniffMediaType(fetched.bytes);
      if (!type) return failure(invalidResponseFailure(200));
      return success({ dataUrl: `data:${type};base64,${Buffer.from(fetched.bytes).toString('base64')}` });
    },

    async saveQrCode({ subdomain, id }) {
      // Fetched before the dialog: a refused or missing shop never asks where to save.
      const fetched = await readBytes(
        await deps.api.download({ path: fillApiPath(API_PATHS.storeSettings.qrCode, { subdomain, id }).path }),
      );
      if (!fetched.ok) return fetched.answer;
      if (sniffMediaType(fetched.bytes) !== 'image/png') return failure(invalidResponseFailure(200));
      const target = await chooseSaveTarget(deps.dialogs, deps.saveFolder, {
        title: ja.storeSettings.qrSaveDialogTitle,
        defaultFileName: `${formatMessage(ja.storeSettings.qrFileName, { name: id })}.png`,
        filters: [{ name: ja.storeSettings.pngFileFilter, extensions: ['png'] }],
      });
      if (target.kind === 'cancelled') return success(null);
      if (target.kind === 'refused') return failure(localFailure(target.message));
      try {
        await saveAtomically(deps.fileSystem, target.path, writeBytes(fetched.bytes));
      } catch (error) {
        deps.logger.error('QR code could not be written', describeError(error));
        return failure(localFailure(ja.main.fileSaveFailed));
      }
      deps.saveFolder.rememberFileIn(target.path);
      return success({ savedPath: target.path });
    },
  };
}
