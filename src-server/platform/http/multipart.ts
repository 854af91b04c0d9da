import type { FastifyRequest } from 'fastify';
import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { validationFailed } from '../errors';
import { ApiError, badRequest } from './errors';
import { forbiddenCharacterErrors } from './forbidden-characters';

/** What a file field accepts. */
export interface FileRule {
  maxBytes: number;
  tooLargeMessage: string;
  /** The file's real type from its first bytes, or null when it is not one this field takes. */
  detectType: (data: Buffer) => string | null;
  wrongTypeMessage: string;
  /** A field of several files (`images[]`): at most this many, kept in FormInput.fileLists. */
  maxCount?: number;
  /** The message when more than maxCount files come. */
  tooManyMessage?: string;
  /** The message when the form comes without the file (a required one); none: the file may be left out. */
  requiredMessage?: string;
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
  /** The files of the fields whose rule has a maxCount, in the order sent. */
  fileLists: Partial<Record<string, UploadedFile[]>>;
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
  if (!request.isMultipart()) return { fields: jsonFields(request.body), files: {}, fileLists: {} };
  const maxBytes = Math.max(0, ...Object.values(fileRules).map((rule) => rule.maxBytes));
  const fields: FormInput['fields'] = {};
  const files: FormInput['files'] = {};
  const fileLists: FormInput['fileLists'] = {};
  const errors: ErrorEntry[] = [];
  // One more file than the rules take, so that one too many is a field error, not a 413.
  const fileLimit = Object.values(fileRules).reduce((sum, rule) => sum + (rule.maxCount ?? 1), 0) + 1;
  // A file over the limit is cut short and flagged (not thrown), so it becomes a field error.
  // parts() reads throwFileSizeLimit although its type does not declare it.
  const options = {
    limits: { fileSize: maxBytes, files: fileLimit, fields: MAX_FIELDS },
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
    else if (outcome.file && rule.maxCount === undefined) files[name] = outcome.file;
    else if (outcome.file) fileLists[name] = [...(fileLists[name] ?? []), outcome.file];
  }
  for (const [name, rule] of Object.entries(fileRules)) {
    const count = fileLists[name]?.length ?? 0;
    if (rule.maxCount !== undefined && count > rule.maxCount)
      errors.push({ name, message: rule.tooManyMessage ?? rule.wrongTypeMessage });
  }
  errors.unshift(...forbiddenCharacterErrors(fields));
  if (errors.length > 0) throw validationFailed(uniqueByName(errors));
  return { fields, files, fileLists };
}

/** One message per field: the first problem of a field of several files. */
function uniqueByName(errors: ErrorEntry[]): ErrorEntry[] {
  return errors.filter((entry, index) => errors.findIndex((other) => other.name === entry.name) === index);
}

/** A multipart body that cannot be read: no usable boundary, or parts cut short. */
export const malformedMultipart = () => new ApiError(400, ja.server.malformedUpload);

/** RFC 2046: a boundary is 1 to 70 characters, quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/**
 * Whether a multipart request declares a boundary the parser can use. Checked once for every
 * route before its handler, so no handler meets the parser's error for a missing boundary.
 */
export function hasUsableBoundary(contentType: string | undefined): boolean {
  return contentType !== undefined && BOUNDARY.test(contentType);
}

/**
 * The errors busboy (under @fastify/multipart) raises for a body it cannot parse. They carry
 * no code, only these messages; the multipart tests send each kind of broken body, so a
 * parser upgrade that changes them fails there rather than turning them into 500s.
 */
const MALFORMED_MULTIPART_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle /,
];

/** @fastify/multipart's own codes for a body that ended before its parts did. */
const MALFORMED_MULTIPART_CODES = new Set(['FST_MP_PREMATURE_CLOSE']);

export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') return MALFORMED_MULTIPART_CODES.has(code);
  return MALFORMED_MULTIPART_MESSAGES.some((pattern) => pattern.test(error.message));
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
