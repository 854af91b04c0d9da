import { crc32, deflateRawSync } from 'node:zlib';

/** An entry as the central directory lists it. */
interface WrittenEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  time: number;
  date: number;
  flags: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DEFLATE = 8;
const VERSION = 20;
/** The name is UTF-8 (general purpose flag bit 11). */
const UTF8_NAME = 0x0800;

/** MS-DOS time and date of the local time fields of `at` (2-second resolution, from 1980). */
function dosTimeOf(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107);
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/**
 * A zip archive written entry by entry (PKWARE APPNOTE 4.3: local headers, deflated data, the
 * central directory and its end record), by Node's own zlib. Each entry is compressed whole, so
 * nothing of it is kept once its bytes are handed out; the same entries and times always give
 * the same bytes. For the journals' parts: far below the 4 GB and 65,535 entries of plain zip.
 */
export function zipArchive() {
  const entries: WrittenEntry[] = [];
  let offset = 0;
  return {
    /** The bytes of one entry (its local header and data), to be written in order. */
    entry(fileName: string, data: Uint8Array, modified: Date): Buffer[] {
      const name = Buffer.from(fileName, 'utf8');
      const flags = /^[\x20-\x7e]*$/.test(fileName) ? 0 : UTF8_NAME;
      const compressed = deflateRawSync(data, { level: 6 });
      const { time, date } = dosTimeOf(modified);
      const entry: WrittenEntry = {
        name,
        crc: crc32(data),
        compressedSize: compressed.length,
        size: data.length,
        offset,
        time,
        date,
        flags,
      };
      const header = Buffer.alloc(30);
      header.writeUInt32LE(LOCAL_HEADER, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(flags, 6);
      header.writeUInt16LE(DEFLATE, 8);
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(date, 12);
      header.writeUInt32LE(entry.crc, 14);
      header.writeUInt32LE(entry.compressedSize, 18);
      header.writeUInt32LE(entry.size, 22);
      header.writeUInt16LE(name.length, 26);
      header.writeUInt16LE(0, 28);
      entries.push(entry);
      offset += header.length + name.length + compressed.length;
      return [header, name, compressed];
    },

    /** The central directory and its end record, after the last entry. */
    end(): Buffer {
      const directory = entries.map((entry) => {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(CENTRAL_HEADER, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(entry.flags, 8);
        header.writeUInt16LE(DEFLATE, 10);
        header.writeUInt16LE(entry.time, 12);
        header.writeUInt16LE(entry.date, 14);
        header.writeUInt32LE(entry.crc, 16);
        header.writeUInt32LE(entry.compressedSize, 20);
        header.writeUInt32LE(entry.size, 24);
        header.writeUInt16LE(entry.name.length, 28);
        // Extra field, comment, disk number, internal and external attributes: none.
        header.writeUInt32LE(entry.offset, 42);
        return Buffer.concat([header, entry.name]);
      });
      const size = directory.reduce((sum, part) => sum + part.length, 0);
      const record = Buffer.alloc(22);
      record.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
      record.writeUInt16LE(entries.length, 8);
      record.writeUInt16LE(entries.length, 10);
      record.writeUInt32LE(size, 12);
      record.writeUInt32LE(offset, 16);
      return Buffer.concat([...directory, record]);
    },
  };
}
