import type { UploadedSound } from '@shared/ipc/channels/store-settings';
import { BYTES_PER_MEGABYTE, fileExtension, SOUND_EXTENSIONS, SOUND_MAX_SIZE_MB } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { readFileBase64 } from '../../components/upload/imageFile';

const MIME_BY_EXTENSION: Record<(typeof SOUND_EXTENSIONS)[number], UploadedSound['mimeType']> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

function isSoundExtension(extension: string): extension is (typeof SOUND_EXTENSIONS)[number] {
  return (SOUND_EXTENSIONS as readonly string[]).includes(extension);
}

/** The checks of a picked sound: MP3 or WAV, within the size limit. Returns the message or null. */
export function checkSoundFile(file: { name: string; size: number }): string | null {
  if (!isSoundExtension(fileExtension(file.name))) return ja.errors.soundExtension;
  if (file.size > SOUND_MAX_SIZE_MB * BYTES_PER_MEGABYTE)
    return formatMessage(ja.errors.soundTooLarge, { maxSize: SOUND_MAX_SIZE_MB });
  return null;
}

/** A checked sound file in the bridge's upload shape (the type named by its extension; the API reads the bytes). */
export async function readSoundFile(file: File): Promise<UploadedSound> {
  const extension = fileExtension(file.name);
  const mimeType = isSoundExtension(extension) ? MIME_BY_EXTENSION[extension] : 'audio/mpeg';
  return { fileName: file.name, mimeType, dataBase64: await readFileBase64(file) };
}
