import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import { storedFileChunks } from '../../src-server/platform/jobs/schema';
import {
  createFile,
  deleteFile,
  fileSize,
  readFileChunks,
  readWholeFile,
  storeFile,
} from '../../src-server/platform/jobs/files/store';
import { DATABASE_TARGETS } from './support/databases';

/** Every byte value, Japanese CP932-like text and random bytes: what files hold. */
function sampleBytes(length: number): Buffer {
  const everyByte = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
  const text = Buffer.from('店舗コード,店舗名\r\nDEMO-0001,ひだまり珈琲 渋谷店\r\n', 'utf8');
  return Buffer.concat([everyByte, text, randomBytes(length)]).subarray(0, length);
}

describe.each(DATABASE_TARGETS)('stored files on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.create();
  });
  afterAll(() => handle?.close());

  async function chunkCount(id: string): Promise<number> {
    const rows = await handle.db
      .select({ seq: storedFileChunks.seq })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.fileId, id));
    return rows.length;
  }

  it('gives back exactly the bytes written, in chunks of the given size', async () => {
    for (const length of [0, 1, 4096, 10_000]) {
      const bytes = sampleBytes(length);
      const id = await storeFile(handle.db, bytes, 4096);
      expect(await readWholeFile(handle.db, id)).toEqual(bytes);
      expect(await fileSize(handle.db, id)).toBe(length);
      expect(await chunkCount(id)).toBe(Math.ceil(length / 4096));
      await deleteFile(handle.db, id);
      expect(await fileSize(handle.db, id)).toBeNull();
      expect(await chunkCount(id)).toBe(0);
    }
  });

  it('keeps the order of many writes of any size, and stores inside a transaction too', async () => {
    const bytes = sampleBytes(50_000);
    const writer = await createFile(handle.db, 1000);
    for (let offset = 0, step = 1; offset < bytes.length; offset += step, step = (step * 7) % 3001 || 1) {
      await writer.write(bytes.subarray(offset, offset + step));
    }
    const closed = await writer.close();
    expect(closed.byteCount).toBe(bytes.length);
    expect(await readWholeFile(handle.db, closed.id)).toEqual(bytes);

    const inTransaction = await handle.db.transaction((tx) => storeFile(tx, bytes.subarray(0, 2500), 1000));
    expect(await readWholeFile(handle.db, inTransaction)).toEqual(bytes.subarray(0, 2500));
  });

  it('reads the chunks in order while asking for the next ones, in a transaction too, and stops with its reader', async () => {
    const bytes = sampleBytes(20_000);
    const id = await storeFile(handle.db, bytes, 1000);
    const chunks: Buffer[] = [];
    for await (const chunk of readFileChunks(handle.db, id)) chunks.push(Buffer.from(chunk));
    expect(chunks.map((chunk) => chunk.length)).toEqual(Array.from({ length: 20 }, () => 1000));
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(await handle.db.transaction((tx) => readWholeFile(tx, id))).toEqual(bytes);

    const firstOnly: Buffer[] = [];
    for await (const chunk of readFileChunks(handle.db, id)) {
      firstOnly.push(Buffer.from(chunk));
      break;
    }
    expect(firstOnly).toEqual([bytes.subarray(0, 1000)]);
    // The queries asked ahead were settled when the reader stopped: the file can go at once.
    await deleteFile(handle.db, id);
    expect(await chunkCount(id)).toBe(0);
  });

  it('removes what was written when the file is given up', async () => {
    const writer = await createFile(handle.db, 100);
    await writer.write(sampleBytes(450));
    await writer.discard();
    expect(await fileSize(handle.db, writer.id)).toBeNull();
    expect(await chunkCount(writer.id)).toBe(0);
  });
});
