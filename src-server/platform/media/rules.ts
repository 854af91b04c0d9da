import { BYTES_PER_MEGABYTE, IMAGE_MAX_SIZE_MB, SOUND_MAX_SIZE_MB } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import type { FileRule } from '../http/multipart';
import { detectImageType, detectSoundType } from './file-types';

/** A shop image or a service logo. */
export const IMAGE_RULE: FileRule = {
  maxBytes: IMAGE_MAX_SIZE_MB * BYTES_PER_MEGABYTE,
  tooLargeMessage: formatMessage(ja.errors.imageTooLarge, { maxSize: IMAGE_MAX_SIZE_MB }),
  detectType: detectImageType,
  wrongTypeMessage: ja.errors.imageExtension,
};

/** A reception sound. */
export const SOUND_RULE: FileRule = {
  maxBytes: SOUND_MAX_SIZE_MB * BYTES_PER_MEGABYTE,
  tooLargeMessage: formatMessage(ja.errors.soundTooLarge, { maxSize: SOUND_MAX_SIZE_MB }),
  detectType: detectSoundType,
  wrongTypeMessage: ja.errors.soundExtension,
};
