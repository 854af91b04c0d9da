import { readFile } from 'node:fs/promises';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { APP_USER_MODEL_ID, PRODUCT_NAME } from '../../../src-main/electron/app/app-identity';
import { BUILDER_SCHEMA_FILE, readBuilderConfig } from './builder-config';

async function validator() {
  const schema = JSON.parse(await readFile(BUILDER_SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
  // The schema is generated from electron-builder's TypeScript types and uses a few
  // non-standard keywords; strict mode would refuse the schema itself, not our config.
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('electron-builder.yml', () => {
  it("is valid against electron-builder's own schema (offline)", async () => {
    const validate = await validator();
    const valid = validate(await readBuilderConfig());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check really catches mistakes', async () => {
    const validate = await validator();
    const config = await readBuilderConfig();
    expect(validate({ ...config, nsis: { ...(config.nsis as object), perMachin: true } })).toBe(false);
    expect(validate({ ...config, publish: [{ provider: 'generic' }] })).toBe(false);
  });

  it('uses the AppUserModelID main sets on Windows as appId (else no notifications)', async () => {
    expect((await readBuilderConfig()).appId).toBe(APP_USER_MODEL_ID);
  });

  it('names the product as main does (main finds the NSIS uninstaller by it to tell NSIS from MSI)', async () => {
    expect((await readBuilderConfig()).productName).toBe(PRODUCT_NAME);
  });

  it('builds an MSI beside NSIS for Windows: per machine, silent, no launch after install, a fixed upgrade code', async () => {
    const config = await readBuilderConfig();
    const targets = ((config.win as Record<string, unknown>).target as Array<Record<string, unknown>>).map(
      ({ target, arch }) => ({ target, arch }),
    );
    expect(targets).toEqual([
      { target: 'nsis', arch: ['x64'] },
      { target: 'msi', arch: ['x64'] },
    ]);
    const msi = config.msi as Record<string, unknown>;
    // oneClick: no wizard to click through, so msiexec /qn installs with nothing to answer.
    expect(msi).toMatchObject({ oneClick: true, perMachine: true, runAfterFinish: false });
    // A new upgrade code would make Windows Installer keep the old console beside the new one.
    expect(msi.upgradeCode).toBe('7000ED14-B042-4468-8C62-8C7D08959DAF');
    const validate = await validator();
    expect(validate({ ...config, msi: { ...msi, upgradeCode: 42 } })).toBe(false);
  });

  it('sets every fuse of the hardening list', async () => {
    expect((await readBuilderConfig()).electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('ships only the build output, in an asar', async () => {
    const config = await readBuilderConfig();
    expect(config.asar).toBe(true);
    expect(config.files).toEqual([
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
      '!**/*.map',
      '!**/*.{ts,mts,cts,tsx}',
    ]);
  });

  it('keeps signing material out of the file and offers IT a per-machine install', async () => {
    const config = await readBuilderConfig();
    const win = config.win as Record<string, unknown>;
    const nsis = config.nsis as Record<string, unknown>;
    const text = JSON.stringify(config);
    expect(text).not.toMatch(/certificatePassword|cscKeyPassword|certificateFile|\.pfx|\.p12|\.p8/);
    expect(win.signtoolOptions).toMatchObject({ signingHashAlgorithms: ['sha256'] });
    expect(win).not.toHaveProperty('azureSignOptions');
    expect(nsis).toMatchObject({ oneClick: false, perMachine: false, allowElevation: true });
    expect((config.mac as Record<string, unknown>).hardenedRuntime).toBe(true);
    expect((config.mac as Record<string, unknown>).notarize).toBe(true);
  });

  it('publishes a generic update feed whose baked URL is never used (.invalid)', async () => {
    const [feed, ...others] = (await readBuilderConfig()).publish as Array<Record<string, unknown>>;
    expect(others).toEqual([]);
    expect(feed?.provider).toBe('generic');
    expect(new URL(String(feed?.url)).hostname.endsWith('.invalid')).toBe(true);
  });
});
