import type { ValueOf } from './types';

/** The two presentations of an upload control: a picture drop area or a plain button. */
export const UPLOAD_MODE = {
  IMAGE: 'image-upload',
  BUTTON: 'btn-upload',
} as const;
export type UploadMode = ValueOf<typeof UPLOAD_MODE>;
