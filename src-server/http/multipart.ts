import type { FastifyRequest } from 'fastify';
import type { ErrorEntry } from '@shared/api';
import { badRequest, validationFailed } from './errors';

/** What a file field accepts. */
export interface FileRule {
  maxBytes: number;
  tooLargeMessage: string;
  /** The file's real type from its first bytes, or null when it is not one this field takes. */
  detectType: (data: Buffer) => string | null;
  wrongTypeMessage: string;
}

export interface UploadedFile {
  fileName: string;
  /** As detected from the bytes, never as the client declared it. */
  mimeType: string;
  data: Buffer;
}

export interface FormInput {
  /** Text fields; a repeated name (or one ending in `[]`) is a list. */
  fields: Record<string, string | string[]>;
  files: Partial<Record<string, UploadedFile>>;
}

const MAX_FIELDS = 100;

/**
 * Reads a multipart body: its text fields, and the files named in `fileRules` (others are
 * refused). A file too large or of the wrong kind is a 422 on its field. A JSON body is
 * taken as the fields with no files, so writes without a file may send JSON.
 */
export async function readForm(
  request: FastifyRequest,
  fileRules: Record<string, FileRule>,
): Promise<FormInput> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body), files: {} };
  const maxBytes = Math.max(0, ...Object.values(fileRules).map((rule) => rule.maxBytes));
  const fields: FormInput['fields'] = {};
  const files: FormInput['files'] = {};
  const errors: ErrorEntry[] = [];
  // A file over the limit is cut short and flagged (not thrown), so it becomes a field error.
  // parts() reads throwFileSizeLimit although its type does not declare it.
  const options = {
    limits: { fileSize: maxBytes, files: Object.keys(fileRules).length, fields: MAX_FIELDS },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  for await (const part of parts) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'field') {
      addField(fields, name, String(part.value), part.fieldname.endsWith('[]'));
      continue;
    }
    const rule = fileRules[name];
    if (!rule) {
      part.file.resume();
      throw badRequest();
    }
    const data = await part.toBuffer();
    const outcome = checkFile(part.filename, data, part.file.truncated, rule);
    if ('error' in outcome) errors.push({ name, message: outcome.error });
    else if (outcome.file) files[name] = outcome.file;
  }
  if (errors.length > 0) throw validationFailed(errors);
  return { fields, files };
}

function jsonFields(body: unknown): FormInput['fields'] {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return body as FormInput['fields'];
}

function addField(fields: FormInput['fields'], name: string, value: string, forceList: boolean): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = forceList ? [value] : value;
  else fields[name] = [...(Array.isArray(existing) ? existing : [existing]), value];
}

type FileOutcome = { file: UploadedFile | null } | { error: string };

function checkFile(fileName: string, data: Buffer, truncated: boolean, rule: FileRule): FileOutcome {
  // A form with no file chosen still sends the field, empty.
  if (data.length === 0 && fileName === '') return { file: null };
  if (truncated || data.length > rule.maxBytes) return { error: rule.tooLargeMessage };
  const mimeType = rule.detectType(data);
  if (!mimeType) return { error: rule.wrongTypeMessage };
  return { file: { fileName: fileName || 'upload', mimeType, data } };
}
