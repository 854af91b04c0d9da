import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractFile, listPackage } from '@electron/asar';
import { getCurrentFuseWire } from '@electron/fuses';
import { build, Platform } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyMeta, inlineScriptHashes } from '../../../src-main/core';
import { REPO_ROOT } from './builder-config';
import { createPlaceholderElectron, PLACEHOLDER_FUSES } from './placeholder-electron';

const ELECTRON_VERSION = '45.4.1';
const EXECUTABLE_NAME = 'cashless-console';

let electronDist: string;
let outputDir: string;
let appDir: string;
let entries: string[];

beforeAll(async () => {
  await promisify(execFile)(path.join(REPO_ROOT, 'node_modules', '.bin', 'electron-vite'), ['build'], {
    cwd: REPO_ROOT,
  });
  electronDist = await createPlaceholderElectron();
  outputDir = await mkdtemp(path.join(os.tmpdir(), 'console-package-'));
  // electron-builder.yml is read from the project as `npm run dist` reads it; only where
  // Electron comes from and where the result goes are overridden.
  await build({
    projectDir: REPO_ROOT,
    targets: Platform.LINUX.createTarget(['dir']),
    publish: 'never',
    config: {
      electronDist,
      electronVersion: ELECTRON_VERSION,
      directories: { output: outputDir },
      npmRebuild: false,
    },
  });
  appDir = path.join(outputDir, 'linux-unpacked');
  entries = listPackage(asarPath(), { isPack: false }).map((entry) => entry.split(path.sep).join('/'));
}, 240_000);

afterAll(async () => {
  await rm(outputDir, { recursive: true, force: true });
  await rm(electronDist, { recursive: true, force: true });
});

function asarPath(): string {
  return path.join(appDir, 'resources', 'app.asar');
}

function fileInAsar(entry: string): string {
  return extractFile(asarPath(), entry).toString('utf8');
}

describe('the packaged app (electron-builder --dir with a placeholder Electron)', () => {
  it('holds the main, preload and renderer entry points and package.json', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
        '/package.json',
      ]),
    );
    expect(JSON.parse(fileInAsar('package.json')).main).toBe('out/main/index.js');
  });

  it('holds no sources, tests, server, tooling or source maps', () => {
    const ours = entries.filter((entry) => !entry.startsWith('/node_modules/'));
    expect(
      ours.filter((entry) =>
        /^\/(src-[a-z]+|tests|scripts|bench|resources|release|\.tmp|\.data)(\/|$)/.test(entry),
      ),
    ).toEqual([]);
    expect(entries.filter((entry) => /\.(ts|tsx|mts|cts|map)$/.test(entry))).toEqual([]);
    expect(
      ours.filter((entry) =>
        /(tsconfig|vitest|eslint|playwright|electron-builder|electron\.vite)[^/]*$/.test(entry),
      ),
    ).toEqual([]);
    expect(
      ours.filter(
        (entry) => !['/package.json', '/out', '/node_modules'].includes(entry) && !entry.startsWith('/out/'),
      ),
    ).toEqual([]);
  });

  it('ships the runtime dependencies of main and none of the development ones', () => {
    const packages = new Set(
      entries.filter((entry) => entry.startsWith('/node_modules/')).map((entry) => entry.split('/')[2]),
    );
    for (const runtime of [
      'electron-store',
      'electron-updater',
      'electron-log',
      'ky',
      'zod',
      'iconv-lite',
      'date-fns-tz',
    ]) {
      expect(packages.has(runtime), runtime).toBe(true);
    }
    for (const development of [
      'electron',
      'vitest',
      'vite',
      'fastify',
      'react',
      '@electric-sql',
      'electron-builder',
      'typescript',
    ]) {
      expect(packages.has(development), development).toBe(false);
    }
  });

  it('the renderer page carries the content security policy (file:// has no headers)', () => {
    const page = fileInAsar('out/renderer/index.html');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page);
    // Exactly one inline script (the loader of the entry), trusted by its hash; no script host.
    const hashes = inlineScriptHashes(page);
    expect(hashes).toHaveLength(1);
    expect(page).not.toMatch(/<script[^>]*\bsrc=/);
    expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(contentSecurityPolicyMeta({ scriptHashes: hashes }));
  });

  it('flipped the fuses of electron-builder.yml in the executable', async () => {
    expect(PLACEHOLDER_FUSES).toBe('11111111');
    const wire = await getCurrentFuseWire(path.join(appDir, EXECUTABLE_NAME));
    const state = (index: number) => String.fromCharCode(wire[index as keyof typeof wire] as number);
    expect({
      runAsNode: state(0),
      enableCookieEncryption: state(1),
      enableNodeOptionsEnvironmentVariable: state(2),
      enableNodeCliInspectArguments: state(3),
      enableEmbeddedAsarIntegrityValidation: state(4),
      onlyLoadAppFromAsar: state(5),
      grantFileProtocolExtraPrivileges: state(7),
    }).toEqual({
      runAsNode: '0',
      enableCookieEncryption: '1',
      enableNodeOptionsEnvironmentVariable: '0',
      enableNodeCliInspectArguments: '0',
      enableEmbeddedAsarIntegrityValidation: '1',
      onlyLoadAppFromAsar: '1',
      grantFileProtocolExtraPrivileges: '0',
    });
  });

  it('writes the generic update feed for electron-updater', async () => {
    const updateConfig = await readFile(path.join(appDir, 'resources', 'app-update.yml'), 'utf8');
    expect(updateConfig).toContain('provider: generic');
    expect(updateConfig).toContain('url: https://updates.invalid/cashless-console');
  });
});
