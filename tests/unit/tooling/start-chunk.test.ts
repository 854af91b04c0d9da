import { existsSync, readFileSync, statSync } from 'node:fs';
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

  it('holds the login form and the start-up part of the catalogue', () => {
    expect(graph.has(path.join(root, 'src-renderer/features/auth/LoginPage.tsx'))).toBe(true);
    expect(graph.has(path.join(root, 'src-shared/messages/start.ts'))).toBe(true);
  });

  it('leaves the rest of the catalogue to the screens (start-up code imports @shared/messages/start)', () => {
    const whole = ['src-shared/messages/index.ts', 'src-shared/messages/ja.ts']
      .map((file) => path.join(root, file))
      .filter((file) => graph.has(file))
      .map((file) => chain(graph, file).join(' → '));
    expect(whole).toEqual([]);
  });

  it('leaves zod to the screens (the form rules load after the first screen)', () => {
    const zodUsers = [...graph.keys()]
      .filter((file) => /^\s*import\s+(?!type\b)[^'"]*?from\s+['"]zod['"]/m.test(readFileSync(file, 'utf8')))
      .map((file) => chain(graph, file).join(' → '));
    expect(zodUsers).toEqual([]);
  });
});
