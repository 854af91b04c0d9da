import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a test zip; the fields past `data` make hostile archives. */
export interface ZipEntrySpec {
  name: string | Buffer;
  data: Buffer;
  /** Deflate (default) or store. */
  stored?: boolean;
  /** The name is UTF-8 (bit 11); a Buffer name without it reads as CP932. */
  utf8?: boolean;
  /** Unix mode in the external attributes (0o120777 is a symbolic link). */
  mode?: number;
  /** Lie about the inflated size (a zip bomb declares a small one). */
  declaredSize?: number;
  encrypted?: boolean;
}

/** Writes a zip archive by the book (local headers, central directory, end record). */
export function makeZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const utf8 = entry.utf8 ?? typeof entry.name === 'string';
    const packed = entry.stored ? entry.data : deflateRawSync(entry.data);
    // An encrypted entry starts with its 12-byte encryption header.
    const body = entry.encrypted ? Buffer.concat([Buffer.alloc(12, 7), packed]) : packed;
    const flags = (utf8 ? 0x800 : 0) | (entry.encrypted ? 1 : 0);
    const method = entry.stored ? 0 : 8;
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
