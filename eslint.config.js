import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import paths that name one of our process folders, however they are written (relative or aliased). */
const folder = (name) => `(^|/|@)${name}(/|$)`;
const nodeBuiltins =
  '^(node:|(fs|path|os|child_process|crypto|http|https|net|url|stream|util|worker_threads)(/|$))';

/** src-shared is imported by its alias everywhere, so the repository has one import convention. */
const sharedByAlias = ['^(\\.\\./)+src-shared(/|$)', "Import src-shared through its alias: '@shared/…'."];

/**
 * The renderer's floors, bottom to top (shared/design/architecture.md, section 2). A file may
 * import its own floor and the floors below it; a feature only its own area. Files outside the
 * floors (the entry points) may import any of them. Only relative imports can reach another
 * floor (the alias names src-shared), so the rule resolves each relative path to its folder.
 */
const RENDERER_FLOORS = ['bridge', 'platform', 'components', 'session', 'features', 'app'];
const FLOOR_ORDER = [...RENDERER_FLOORS].reverse().join(' → ');
const rendererRoot = path.join(import.meta.dirname, 'src-renderer');

function rendererFloorOf(file) {
  const relative = path.relative(rendererRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, area] = relative.split(path.sep);
  const rank = RENDERER_FLOORS.indexOf(top);
  if (rank < 0) return null;
  return { floor: top, rank, area: top === 'features' ? area : null };
}

const rendererFloorsRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = rendererFloorOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = rendererFloorOf(path.resolve(path.dirname(context.filename), specifier));
      if (!to) return;
      if (to.rank > from.rank) {
        context.report({
          node: node.source,
          message: `${from.floor}/ may not import ${to.floor}/: the renderer's floors only look down (${FLOOR_ORDER}).`,
        });
      } else if (from.area && to.area && from.area !== to.area) {
        context.report({
          node: node.source,
          message: `A feature never imports another feature (${from.area} → ${to.area}); move what both need down to components/.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The server's areas (shared/design/architecture.md, section 2): src-server/modules/<area>/ over
 * src-server/platform/. Platform never imports a module nor the app around it; a module, and
 * the app, reach a module only through its index.ts.
 */
const serverRoot = path.join(import.meta.dirname, 'src-server');

function serverPlaceOf(file) {
  const relative = path.relative(serverRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts[0] === 'platform') return { kind: 'platform' };
  if (parts[0] === 'modules' && parts.length > 2) {
    const rest = parts
      .slice(2)
      .join('/')
      .replace(/\.(ts|tsx)$/, '');
    return { kind: 'module', area: parts[1], entry: rest === 'index' };
  }
  if (parts[0] === 'modules') {
    const name = parts[1]?.replace(/\.(ts|tsx)$/, '');
    return { kind: 'module', area: name === 'index' || name === undefined ? null : name, entry: true };
  }
  return { kind: 'app' };
}

const serverAreasRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = serverPlaceOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = serverPlaceOf(path.resolve(path.dirname(context.filename), specifier));
      if (!to) return;
      if (from.kind === 'platform' && to.kind !== 'platform') {
        context.report({
          node: node.source,
          message: `platform/ never imports ${to.kind === 'module' ? 'a module' : 'the app'}: pass what it needs in (the modules bring their parts through ServerModule).`,
        });
      } else if (
        to.kind === 'module' &&
        to.area &&
        !to.entry &&
        to.area !== (from.kind === 'module' ? from.area : null)
      ) {
        context.report({
          node: node.source,
          message: `Reach the ${to.area} module through its index.ts ('…/modules/${to.area}'), not its files.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The layer rules of the architecture (shared/design/architecture.md, section 2).
 * A wrong arrow between processes fails lint, and so fails CI.
 */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(([regex, message]) => ({ regex, message })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'out/**',
      '.tmp/**',
      'dist/**',
      'release/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}', 'tests/unit/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A screen asks a channel through the typed query helper, so its cache key and its call can never disagree.
    files: ['src-renderer/**/*.{ts,tsx}'],
    ignores: ['src-renderer/bridge/channelQuery.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryFn']",
          message: 'Ask a channel with useChannelQuery/channelQuery (src-renderer/bridge/channelQuery.ts).',
        },
      ],
    },
  },
  layer(
    ['src-shared/**/*.{ts,tsx}'],
    [
      [folder('src-(main|renderer|preload|server)'), 'src-shared imports nothing of ours.'],
      ['^electron$', 'src-shared must not import electron.'],
      [nodeBuiltins, 'src-shared runs in every process: no Node modules.'],
      ['^react(-dom)?$', 'src-shared has no DOM or React.'],
    ],
  ),
  layer(
    ['src-renderer/**/*.{ts,tsx}'],
    [
      [
        folder('src-(main|server|preload)'),
        'The renderer imports src-shared only; talk to main through window.bridge.',
      ],
      ['^electron$', 'The renderer never imports electron; use window.bridge.'],
      [nodeBuiltins, 'The renderer has no Node modules.'],
      [
        '^@shared/encoding(/|$)',
        'CP932 encoding needs Node (iconv-lite); it runs in main and the server, not the renderer.',
      ],
      sharedByAlias,
    ],
  ),
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'renderer-floors': rendererFloorsRule } } },
    rules: { 'layers/renderer-floors': 'error' },
  },
  layer(
    ['src-preload/**/*.ts'],
    [
      [folder('src-(main|renderer|server)'), 'The preload imports src-shared and electron only.'],
      sharedByAlias,
    ],
  ),
  layer(
    ['src-main/core/**/*.ts'],
    [
      [folder('src-(renderer|server|preload)'), 'src-main/core imports src-shared only.'],
      [
        '(^|/)electron(/|$)|^electron-',
        'src-main/core never imports electron or its libraries: put them behind a port.',
      ],
      sharedByAlias,
    ],
  ),
  layer(
    ['src-main/electron/**/*.ts'],
    [
      [folder('src-(renderer|server|preload)'), 'src-main/electron imports core, shared and electron only.'],
      sharedByAlias,
    ],
  ),
  {
    files: ['src-server/**/*.ts'],
    plugins: { server: { rules: { areas: serverAreasRule } } },
    rules: { 'server/areas': 'error' },
  },
  layer(
    ['src-server/**/*.ts'],
    [
      [folder('src-(main|renderer|preload)'), 'src-server imports src-shared only.'],
      ['^electron$', 'src-server never imports electron.'],
      sharedByAlias,
    ],
  ),
  prettier,
);
