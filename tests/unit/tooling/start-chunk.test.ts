import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const START = 'src-renderer/startConsole.tsx';

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@shared/')
    ? path.join(root, 'src-shared', specifier.slice('@shared/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Our modules the first script holds: startConsole.tsx and what it imports, not `import type` nor `import()`. */
function startGraph(): Map<string, string | null> {
  const importedBy = new Map<string, string | null>([[path.join(root, START), null]]);
  const queue = [path.join(root, START)];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const source = readFileSync(file, 'utf8');
    const statements = source.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm,
    );
    for (const [, from, bare] of statements) {
      const target = resolve(file, (from ?? bare)!);
      if (target && !importedBy.has(target)) {
        importedBy.set(target, file);
        queue.push(target);
      }
    }
  }
  return importedBy;
}

function chain(graph: Map<string, string | null>, file: string): string[] {
  const steps: string[] = [];
  for (let at: string | null | undefined = file; at; at = graph.get(at))
    steps.unshift(path.relative(root, at));
  return steps;
}

describe('the first script (what the login form needs)', () => {
  const graph = startGraph();

  it("holds the sign-in card and the catalogue's first-screen part", () => {
    expect(graph.has(path.join(root, 'src-renderer/features/auth/SignIn.tsx'))).toBe(true);
    expect(graph.has(path.join(root, 'src-shared/messages/first-screen.ts'))).toBe(true);
  });

  it('leaves the rest of the catalogue to the screens (first-screen code imports @shared/messages/first-screen)', () => {
    const whole = [
      'src-shared/messages/index.ts',
      'src-shared/messages/ja.ts',
      'src-shared/messages/start.ts',
    ]
      .map((file) => path.join(root, file))
      .filter((file) => graph.has(file))
      .map((file) => chain(graph, file).join(' → '));
    expect(whole).toEqual([]);
  });

  it.each(['zod', 'react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers/zod'])(
    'leaves %s to what loads after the login form (the router takes over once signed in)',
    (library) => {
      const users = [...graph.keys()]
        .filter((file) => importsPackage(readFileSync(file, 'utf8'), library))
        .map((file) => chain(graph, file).join(' → '));
      expect(users).toEqual([]);
    },
  );
});

/** Whether a module imports `library` (not `import type`). */
function importsPackage(source: string, library: string): boolean {
  const name = library.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^\\s*import\\s+(?!type\\b)[^'"]*?from\\s+['"]${name}['"]`, 'm').test(source);
}

/** Issue 29: at most 350 KB of JavaScript and CSS before the login form is usable, as loaded (docs/benchmarks.md). */
const FIRST_SCREEN_BUDGET = 350 * 1024;

describe('the bytes the page loads before the login form', () => {
  it('stay within the budget: the entry, what it imports and their stylesheets, as the browser build writes them', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'start-chunk-'));
    // Vitest runs with NODE_ENV=test, which would build React's development bundle.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const { build } = await import('vite');
      const { default: config } = await import('../../../vite.browser.config');
      await build({
        ...config,
        configFile: false,
        mode: 'production',
        logLevel: 'silent',
        build: { ...config.build, outDir, emptyOutDir: true, manifest: true },
      });
      const files = firstScreenFiles(outDir);
      const sizes = files.map((file) => `${file} ${statSync(path.join(outDir, file)).size}`);
      const total = files.reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0);
      expect(total, sizes.join(', ')).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
      // The first script is the login form's, not the router's.
      const script = files
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(outDir, file), 'utf8'));
      expect(script.some((code) => code.includes('createHashRouter'))).toBe(false);
    } finally {
      process.env.NODE_ENV = nodeEnv;
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 240_000);
});

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The page's entry, the chunks it imports statically (not `import()`) and their stylesheets. */
function firstScreenFiles(outDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const sheet of entry.css ?? []) files.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('browser.html');
  return [...files];
}
