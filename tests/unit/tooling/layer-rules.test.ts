import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The architecture's import rules are lint rules: a wrong arrow between processes must fail lint. */
describe('layer import rules', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  async function restrictedImports(filePath: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it.each([
    ['src-renderer/features/x/Page.tsx', "import { a } from '../../../src-main/core/api';\nexport const b = a;\n"],
    ['src-renderer/features/x/Page.tsx', "import { a } from '../../../src-server/app';\nexport const b = a;\n"],
    ['src-renderer/app/x.ts', "import { ipcRenderer } from 'electron';\nexport const b = ipcRenderer;\n"],
    ['src-renderer/app/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n"],
    ['src-renderer/app/x.ts', "import { encodeCp932 } from '@shared/encoding';\nexport const b = encodeCp932;\n"],
    ['src-shared/format/x.ts', "import { a } from '../../src-main/core/api';\nexport const b = a;\n"],
    ['src-shared/format/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n"],
    ['src-main/core/x.ts', "import { app } from 'electron';\nexport const b = app;\n"],
    ['src-main/core/x.ts', "import Store from 'electron-store';\nexport const b = Store;\n"],
    ['src-main/core/x.ts', "import { a } from '../electron/window';\nexport const b = a;\n"],
    ['src-server/x.ts', "import { a } from '../src-main/core/api';\nexport const b = a;\n"],
    ['src-preload/x.ts', "import { a } from '../src-renderer/app/App';\nexport const b = a;\n"],
  ])('refuses the import in %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['src-renderer/app/x.ts', "import { ja } from '@shared/messages';\nexport const b = ja;\n"],
    ['src-main/core/x.ts', "import { ja } from '@shared/messages';\nexport const b = ja;\n"],
    ['src-main/electron/x.ts', "import { app } from 'electron';\nexport const b = app;\n"],
    ['src-preload/x.ts', "import { contextBridge } from 'electron';\nexport const b = contextBridge;\n"],
    ['src-server/x.ts', "import { ja } from '@shared/messages';\nexport const b = ja;\n"],
  ])('allows the import in %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, source)).toEqual([]);
  });
});
