import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BUILDER_CONFIG_FILE = path.join(REPO_ROOT, 'electron-builder.yml');
export const BUILDER_SCHEMA_FILE = path.join(REPO_ROOT, 'node_modules', 'app-builder-lib', 'scheme.json');

// js-yaml comes with electron-builder (which reads its config with it); it ships no types.
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };

/** electron-builder.yml as electron-builder reads it. */
export async function readBuilderConfig(): Promise<Record<string, unknown>> {
  return yaml.load(await readFile(BUILDER_CONFIG_FILE, 'utf8')) as Record<string, unknown>;
}
