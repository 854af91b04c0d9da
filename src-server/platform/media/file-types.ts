import type { ImageMimeType, SoundMimeType } from '@shared/constants';

/** File types by their first bytes ("magic numbers"), so a renamed file cannot pass as another. */

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function detectImageType(data: Buffer): ImageMimeType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** MP3: an ID3v2 tag, or an MPEG audio frame sync (11 set bits, layer III). WAV: RIFF....WAVE. */
export function detectSoundType(data: Buffer): SoundMimeType | null {
  if (startsWith(data, ascii('ID3'))) return 'audio/mpeg';
  const [first = 0, second = 0] = data;
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02) return 'audio/mpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WAVE'), 8)) return 'audio/wav';
  return null;
}
