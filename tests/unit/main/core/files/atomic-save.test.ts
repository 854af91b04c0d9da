import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNodeFileSystem } from '../../../../../src-main/core';
import { saveAtomically, temporaryPathFor, writeBytes } from '../../../../../src-main/core/files/atomic-save';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'console-atomic-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('saveAtomically', () => {
  it('writes through a temporary file in the same folder and renames it into place', async () => {
    const target = path.join(folder, '店舗_20260401_0930.csv');
    const seen: string[] = [];
    await saveAtomically(createNodeFileSystem(), target, async (sink) => {
      seen.push(...(await readdir(folder)));
      await sink.write(new Uint8Array([0x82, 0xa0]));
      await sink.write(new Uint8Array([0x0d, 0x0a]));
    });
    expect(seen).toEqual([expect.stringMatching(/^\.店舗_20260401_0930\.csv\.[0-9a-f]{8}\.part$/)]);
    expect(new Uint8Array(await readFile(target))).toEqual(new Uint8Array([0x82, 0xa0, 0x0d, 0x0a]));
    expect(await readdir(folder)).toEqual(['店舗_20260401_0930.csv']);
  });

  it('removes the temporary file and throws again when writing fails', async () => {
    const target = path.join(folder, 'out.csv');
    await expect(
      saveAtomically(createNodeFileSystem(), target, async (sink) => {
        await sink.write(new Uint8Array([1, 2, 3]));
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails without leaving anything when the folder does not exist', async () => {
    const target = path.join(folder, 'missing', 'out.csv');
    await expect(
      saveAtomically(createNodeFileSystem(), target, writeBytes(new Uint8Array([1]))),
    ).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  });

  it('gives each save its own temporary name', () => {
    expect(temporaryPathFor('/a/b.csv')).not.toBe(temporaryPathFor('/a/b.csv'));
    expect(path.dirname(temporaryPathFor('/a/b.csv'))).toBe('/a');
  });
});
