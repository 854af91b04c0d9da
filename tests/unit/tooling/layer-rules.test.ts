import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The architecture's import rules are lint rules: a wrong arrow between processes must fail lint. */
describe('layer import rules', () => {
  let eslint: ESLint;
  // Loading the config and its plugins takes the first lint most of its time (over 20 s on a
  // busy 2-core machine): do it once here, with time for it, so each test only lints.
  beforeAll(async () => {
    eslint = new ESLint({ cwd: process.cwd() });
    await eslint.lintText('export {};\n', { filePath: 'src-renderer/app/warm-up.ts' });
  }, 120_000);

  async function restrictedImports(filePath: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((m) => m.message);
  }

  it.each([
    [
      'src-renderer/features/x/Page.tsx',
      "import { a } from '../../../src-main/core/api';\nexport const b = a;\n",
    ],
    [
      'src-renderer/features/x/Page.tsx',
      "import { a } from '../../../src-server/app';\nexport const b = a;\n",
    ],
    ['src-renderer/app/x.ts', "import { ipcRenderer } from 'electron';\nexport const b = ipcRenderer;\n"],
    ['src-renderer/app/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n"],
    [
      'src-renderer/app/x.ts',
      "import { encodeCp932 } from '@shared/encoding';\nexport const b = encodeCp932;\n",
    ],
    ['src-shared/format/x.ts', "import { a } from '../../src-main/core/api';\nexport const b = a;\n"],
    ['src-shared/format/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n"],
    ['src-main/core/x.ts', "import { app } from 'electron';\nexport const b = app;\n"],
    ['src-main/core/x.ts', "import Store from 'electron-store';\nexport const b = Store;\n"],
    ['src-main/core/x.ts', "import { a } from '../electron/window';\nexport const b = a;\n"],
    ['src-server/x.ts', "import { a } from '../src-main/core/api';\nexport const b = a;\n"],
    ['src-preload/x.ts', "import { a } from '../src-renderer/app/App';\nexport const b = a;\n"],
    ['src-main/core/x.ts', "import { ja } from '../../src-shared/messages';\nexport const b = ja;\n"],
    [
      'src-main/electron/app/x.ts',
      "import { ja } from '../../../src-shared/messages';\nexport const b = ja;\n",
    ],
    [
      'src-server/modules/stores/x.ts',
      "import { ja } from '../../../src-shared/messages';\nexport const b = ja;\n",
    ],
    [
      'src-renderer/features/x/Page.tsx',
      "import { ja } from '../../../src-shared/messages';\nexport const b = ja;\n",
    ],
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

  describe('renderer floors (app → features → session → components → platform → bridge)', () => {
    async function floorErrors(filePath: string, specifier: string): Promise<string[]> {
      const [result] = await eslint.lintText(`import { a } from '${specifier}';\nexport const b = a;\n`, {
        filePath,
      });
      return (result?.messages ?? [])
        .filter((m) => m.ruleId === 'layers/renderer-floors')
        .map((m) => m.message);
    }

    it.each([
      ['src-renderer/features/stores/StoreListPage.tsx', '../../app/pages', 'features/ may not import app/'],
      [
        'src-renderer/features/stores/form/StoreFormBody.tsx',
        '../../../app/router',
        'features/ may not import app/',
      ],
      [
        'src-renderer/session/useSession.ts',
        '../features/stores/useStoreList',
        'session/ may not import features/',
      ],
      [
        'src-renderer/components/list/DataTable.tsx',
        '../../session/useSession',
        'components/ may not import session/',
      ],
      [
        'src-renderer/platform/useFailureHandler.ts',
        '../components/AppModal',
        'platform/ may not import components/',
      ],
      ['src-renderer/bridge/call.ts', '../platform/useCurrentRoute', 'bridge/ may not import platform/'],
      [
        'src-renderer/features/stores/StoreListPage.tsx',
        '../coupons/useCouponList',
        'A feature never imports another feature (stores → coupons)',
      ],
      [
        'src-renderer/features/stores/form/StoreFormBody.tsx',
        '../../users/ShopSelect',
        'A feature never imports another feature (stores → users)',
      ],
    ])('refuses %s importing %s', async (filePath, specifier, message) => {
      const errors = await floorErrors(filePath, specifier);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(message);
    });

    it.each([
      ['src-renderer/app/pages.ts', '../features/stores/StoreListPage'],
      ['src-renderer/features/stores/StoreListPage.tsx', './useStoreList'],
      ['src-renderer/features/stores/groups/GroupListPage.tsx', '../useStoreList'],
      ['src-renderer/features/stores/StoreListPage.tsx', '../../session/useCanAccess'],
      ['src-renderer/features/stores/StoreListPage.tsx', '../../components/list/DataTable'],
      ['src-renderer/features/stores/StoreListPage.tsx', '../../platform/useCurrentRoute'],
      ['src-renderer/session/useLogout.ts', '../bridge/call'],
      ['src-renderer/components/form/useWriteAction.ts', '../../platform/useFailureHandler'],
      ['src-renderer/platform/useFailureHandler.ts', '../bridge/call'],
      ['src-renderer/main.tsx', './app/App'],
    ])('allows %s importing %s', async (filePath, specifier) => {
      expect(await floorErrors(filePath, specifier)).toEqual([]);
    });
  });
  describe('server areas (app → modules → platform; a module through its index.ts)', () => {
    async function areaErrors(filePath: string, specifier: string): Promise<string[]> {
      const [result] = await eslint.lintText(`import { a } from '${specifier}';\nexport const b = a;\n`, {
        filePath,
      });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'server/areas').map((m) => m.message);
    }

    it.each([
      ['src-server/platform/jobs/install.ts', '../../modules/stores', 'platform/ never imports a module'],
      [
        'src-server/platform/auth/guard.ts',
        '../../modules/services/reads',
        'platform/ never imports a module',
      ],
      ['src-server/platform/http/errors.ts', '../../app', 'platform/ never imports the app'],
      ['src-server/platform/db/client.ts', '../../demo/seed', 'platform/ never imports the app'],
      [
        'src-server/modules/news/reads.ts',
        '../coupons/schema',
        'Reach the coupons module through its index.ts',
      ],
      [
        'src-server/modules/sales/dashboard.ts',
        '../payments/rollups',
        'Reach the payments module through its index.ts',
      ],
      [
        'src-server/app.ts',
        './modules/customers/push/install',
        'Reach the customers module through its index.ts',
      ],
      ['src-server/demo/seed.ts', '../modules/coupons/demo', 'Reach the coupons module through its index.ts'],
    ])('refuses %s importing %s', async (filePath, specifier, message) => {
      const errors = await areaErrors(filePath, specifier);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(message);
    });

    it.each([
      ['src-server/modules/news/reads.ts', '../coupons'],
      ['src-server/modules/news/reads.ts', '../coupons/index'],
      ['src-server/modules/news/reads.ts', './schema'],
      ['src-server/modules/customers/push/worker.ts', '../search'],
      ['src-server/modules/stores/routes.ts', '../../platform/auth/guard'],
      ['src-server/modules/index.ts', './stores'],
      ['src-server/app.ts', './modules'],
      ['src-server/app.ts', './platform/http/body'],
      ['src-server/platform/jobs/install.ts', '../http/errors'],
    ])('allows %s importing %s', async (filePath, specifier) => {
      expect(await areaErrors(filePath, specifier)).toEqual([]);
    });
  });

  describe('queries through the typed channel helper', () => {
    const source =
      "import { useQuery } from '@tanstack/react-query';\nimport { call } from '../../bridge/call';\n" +
      "export const useIt = () => useQuery({ queryKey: ['a.b'], queryFn: () => call('a.b', {}) });\n";
    const queryFnErrors = async (filePath: string) => {
      const [result] = await eslint.lintText(source, { filePath });
      return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
    };

    it('refuses a hand-written queryFn in a screen', async () => {
      expect(await queryFnErrors('src-renderer/features/x/useIt.ts')).toHaveLength(1);
    });

    it('allows it in the helper itself', async () => {
      expect(await queryFnErrors('src-renderer/bridge/channelQuery.ts')).toEqual([]);
    });
  });
});
