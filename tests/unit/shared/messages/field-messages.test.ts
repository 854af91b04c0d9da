import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_FOLDERS = ['src-shared', 'src-server', 'src-main', 'src-renderer'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(ROOT, folder, file));
}

/** The string values an expression can have, as its type says (catalogue entries are literals). */
function typeLiterals(checker: ts.TypeChecker, node: ts.Expression): string[] | null {
  const type = checker.getTypeAtLocation(node);
  const parts = type.isUnion() ? type.types : [type];
  const values = parts.map((part) => (part.isStringLiteral() ? part.value : null));
  return values.every((value): value is string => value !== null) ? values : null;
}

/** The named function (declaration or `const f = (...) =>`) whose parameter `node` is, with its index. */
function parameterOf(checker: ts.TypeChecker, node: ts.Expression): { name: string; index: number } | null {
  if (!ts.isIdentifier(node)) return null;
  const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
  if (!declaration || !ts.isParameter(declaration)) return null;
  const fn = declaration.parent;
  const index = fn.parameters.indexOf(declaration);
  if (ts.isFunctionDeclaration(fn) && fn.name) return { name: fn.name.text, index };
  if (ts.isArrowFunction(fn) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name))
    return { name: fn.parent.name.text, index };
  return null;
}

function callsOf(source: ts.SourceFile, name: string): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)
      calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/**
 * The values an argument can have: its literal type, the template of a formatMessage call, or,
 * for a parameter of a helper in the same file (patternRule(pattern, template) => fieldMessage(label, template)), the values its
 * callers pass.
 */
function literalValues(checker: ts.TypeChecker, node: ts.Expression): string[] | null {
  const direct = typeLiterals(checker, node);
  if (direct) return direct;
  // formatMessage(template, values): the catalogue template, its placeholders filled at run time.
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'formatMessage'
  ) {
    const [template] = node.arguments;
    return template ? typeLiterals(checker, template) : null;
  }
  const parameter = parameterOf(checker, node);
  if (!parameter) return null;
  const calls = callsOf(node.getSourceFile(), parameter.name);
  const values = calls.map((call) => {
    const argument = call.arguments[parameter.index];
    return argument ? typeLiterals(checker, argument) : null;
  });
  return calls.length > 0 && values.every((value) => value !== null) ? values.flat() : null;
}

interface FieldMessageUse {
  where: string;
  label: string;
  template: string;
}

/**
 * Every `fieldMessage(label, template)` of the sources whose label and template the type
 * checker knows as catalogue literals: the pairs a user can actually read.
 */
function fieldMessageUses(): { uses: FieldMessageUse[]; unresolved: string[] } {
  const files = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) =>
    readFileSync(file, 'utf8').includes('fieldMessage('),
  );
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    baseUrl: ROOT,
    paths: { '@shared/*': ['src-shared/*'] },
    types: [],
  });
  const checker = program.getTypeChecker();
  const uses: FieldMessageUse[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'fieldMessage' &&
        node.arguments.length >= 2
      ) {
        const [labelNode, templateNode] = node.arguments as unknown as [ts.Expression, ts.Expression];
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const where = `${path.relative(ROOT, file)}:${line + 1}`;
        const labels = literalValues(checker, labelNode);
        const templates = literalValues(checker, templateNode);
        if (templates === null) unresolved.push(where);
        for (const label of labels ?? []) {
          for (const template of templates ?? []) uses.push({ where, label, template });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { uses, unresolved };
}

describe('messages built from a field name and a template', () => {
  const { uses, unresolved } = fieldMessageUses();

  it('finds the uses of the catalogue (the check below reads real pairs)', () => {
    expect(uses.length).toBeGreaterThan(50);
    expect(uses).toContainEqual(
      expect.objectContaining({ label: ja.server.fields.customerId, template: ja.server.unknownCustomer }),
    );
  });

  it('never names the field again in the template (「顧客の顧客が見つかりません。」)', () => {
    const doubled = uses
      .filter(({ label, template }) => label !== '' && template.includes(label))
      .map(({ where, label, template }) => `${where}: ${fieldMessage(label, template)}`);
    expect(doubled).toEqual([]);
  });

  it('takes its templates from the catalogue, where the check above can read them', () => {
    // A template built at run time would escape the check; the few that must be are listed here.
    expect(unresolved).toEqual([]);
  });
});
