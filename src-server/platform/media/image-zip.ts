import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { BYTES_PER_MEGABYTE, fileExtension, IMAGE_EXTENSIONS, IMAGE_MAX_SIZE_MB } from '@shared/constants';
import { decodeCp932 } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { detectImageType } from './file-types';

/**
 * Reads an uploaded zip of images without trusting it. yauzl (a maintained, dependency-light
 * streaming reader) gives each entry's declared sizes, flags, attributes and raw name from the
 * central directory before anything is inflated, and fails a stream whose inflated bytes differ
 * from the declared size; on top of that we count what is inflated and stop at the limits.
 * Hand-written parsing would have to redo all of that (zip64, data descriptors, deflate).
 *
 * Every entry is judged before anything is stored: a name with `..`, an absolute path or a
 * drive letter, a symbolic link, an encrypted entry, a zip inside, anything that is not an
 * image by both its extension and its first bytes, an entry over the image size limit, and an
 * entry that inflates to more than it declared (a zip bomb) are refused, each with its own
 * message. Folders are skipped; the images may sit in folders.
 */

export interface ZipLimits {
  /** The most bytes all entries may inflate to together (the zip size limit). */
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxEntries: number;
}

export const DEFAULT_ENTRY_BYTES = IMAGE_MAX_SIZE_MB * BYTES_PER_MEGABYTE;
export const MAX_ZIP_ENTRIES = 1000;

export interface ZipImage {
  /** 1-based position of the entry in the zip. */
  number: number;
  /** The entry's name in the zip, as the user sees it. */
  name: string;
  /** The name without folders and extension: what is matched to a product. */
  stem: string;
  mimeType: string;
  data: Buffer;
}

export interface ZipEntryError {
  /** 1-based position of the entry in the zip. */
  number: number;
  name: string;
  message: string;
}

export type ZipReading =
  | { ok: true; images: ZipImage[]; errors: ZipEntryError[] }
  /** The zip as a whole cannot be read, or it inflates past the total limit. */
  | { ok: false; message: string };

const SYMLINK = 0o120000;
const FILE_TYPE_MASK = 0o170000;
const UTF8_FLAG = 0x800;
const UNICODE_PATH_FIELD = 0x7075;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

class TotalLimitReached extends Error {}

function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  const unicode =
    (entry.generalPurposeBitFlag & UTF8_FLAG) !== 0 ||
    entry.extraFields.some((field) => field.id === UNICODE_PATH_FIELD);
  // Windows' own zip tool writes Japanese names in CP932 without saying so.
  const name = unicode
    ? yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false)
    : decodeCp932(raw);
  return name.replace(/\\/g, '/');
}

function stemOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return (dot <= 0 ? base : base.slice(0, dot)).normalize('NFC').trim();
}

/** Why an entry is refused from what the central directory says, before reading it; null if not. */
function headerProblem(entry: Entry, name: string, limits: ZipLimits): string | null {
  if (yauzl.validateFileName(name) !== null || /(^|\/)\.\.(\/|$)/.test(name))
    return ja.contracts.zip.unsafePath;
  if (((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK) return ja.contracts.zip.symlink;
  if (entry.isEncrypted()) return ja.contracts.zip.encrypted;
  const extension = fileExtension(name);
  if (extension === 'zip') return ja.contracts.zip.nestedZip;
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return ja.errors.imageExtension;
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    return formatMessage(ja.errors.imageTooLarge, {
      maxSize: Math.floor(limits.maxEntryBytes / BYTES_PER_MEGABYTE),
    });
  }
  return null;
}

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  bytes.every((byte, index) => data[index] === byte);

/** Inflates one entry, at most `cap` bytes (its declared size, already within the limits). */
function readEntry(zip: ZipFile, entry: Entry, cap: number): Promise<Buffer | 'bomb'> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable | undefined) => {
      if (error || !stream) {
        reject(error ?? new Error('no stream'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > cap) {
          stream.destroy();
          resolve('bomb');
          return;
        }
        chunks.push(chunk);
      });
      // validateEntrySizes: yauzl fails a stream whose size is not the declared one.
      stream.on('error', () => resolve('bomb'));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => {
        if (error || !zip) reject(error ?? new Error('no zip'));
        else resolve(zip);
      },
    );
  });
}

/** Every entry of the zip, judged; the images that passed, with their bytes. */
export async function readImageZip(bytes: Buffer, limits: ZipLimits): Promise<ZipReading> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return { ok: false, message: ja.contracts.zip.broken };
  }
  if (zip.entryCount > limits.maxEntries) {
    return { ok: false, message: formatMessage(ja.contracts.zip.tooManyEntries, { max: limits.maxEntries }) };
  }
  const images: ZipImage[] = [];
  const errors: ZipEntryError[] = [];
  let number = 0;
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        number += 1;
        const position = number;
        const name = entryName(entry);
        const refuse = (message: string) => {
          errors.push({
            number: position,
            name,
            message: formatMessage(ja.contracts.zip.entry, { name, message }),
          });
          zip.readEntry();
        };
        if (name.endsWith('/') && yauzl.validateFileName(name) === null) {
          zip.readEntry();
          return;
        }
        const problem = headerProblem(entry, name, limits);
        if (problem) return refuse(problem);
        if (inflated + entry.uncompressedSize > limits.maxTotalBytes) {
          reject(new TotalLimitReached());
          return;
        }
        readEntry(zip, entry, entry.uncompressedSize)
          .then((data) => {
            if (data === 'bomb') return refuse(ja.contracts.zip.bomb);
            inflated += data.length;
            if (startsWith(data, ZIP_MAGIC)) return refuse(ja.contracts.zip.nestedZip);
            const mimeType = detectImageType(data);
            if (!mimeType) return refuse(ja.errors.imageExtension);
            images.push({ number: position, name, stem: stemOf(name), mimeType, data });
            zip.readEntry();
          })
          .catch(reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    if (error instanceof TotalLimitReached) {
      const maxSize = Math.floor(limits.maxTotalBytes / BYTES_PER_MEGABYTE);
      return { ok: false, message: formatMessage(ja.contracts.zip.totalTooLarge, { maxSize }) };
    }
    return { ok: false, message: ja.contracts.zip.broken };
  }
  return { ok: true, images, errors };
}
