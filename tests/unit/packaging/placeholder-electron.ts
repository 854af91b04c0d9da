import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** @electron/fuses finds the fuse wire after this marker in the Electron binary. */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Fuse wire version 1, eight fuses, each '0' (off) or '1' (on). */
const FUSE_WIRE_VERSION = 1;
export const PLACEHOLDER_FUSES = '11111111';

/**
 * A stand-in for an unpacked Linux Electron (`electronDist`): no download, no real binary.
 * The "executable" carries a fuse wire with every fuse on, so the test can see which fuses
 * electron-builder flipped.
 */
export async function createPlaceholderElectron(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'placeholder-electron-'));
  const executable = path.join(folder, 'electron');
  const wire = [FUSE_WIRE_VERSION, PLACEHOLDER_FUSES.length, ...Buffer.from(PLACEHOLDER_FUSES)];
  await writeFile(
    executable,
    Buffer.concat([Buffer.from('#!/bin/sh\nexit 0\n'), Buffer.from(FUSE_SENTINEL), Buffer.from(wire)]),
  );
  await chmod(executable, 0o755);
  await mkdir(path.join(folder, 'locales'));
  for (const locale of ['ja.pak', 'en-US.pak', 'de.pak'])
    await writeFile(path.join(folder, 'locales', locale), 'pak');
  await writeFile(path.join(folder, 'version'), '45.4.1');
  await writeFile(path.join(folder, 'LICENSE'), 'placeholder');
  return folder;
}
