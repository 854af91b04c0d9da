import type { ValueOf } from './types';

/** The two presentations of an upload control: a picture drop area or a plain button. */
export const UPLOAD_MODE = {
  IMAGE: 'image-upload',
  BUTTON: 'btn-upload',
} as const;
export type UploadMode = ValueOf<typeof UPLOAD_MODE>;


/** The extension of a file name, lower-case, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
