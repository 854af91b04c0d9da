import type { z } from 'zod';
import type { StoreConfig } from '@shared/api';
import type { storeBasicSettingsFormSchema } from '@shared/validation';

export type BasicFormInput = z.input<typeof storeBasicSettingsFormSchema>;

/** The basic settings form's starting values from the saved settings. */
export function basicFormValues(config: StoreConfig): BasicFormInput {
  const { imageUrl: _imageUrl, ...fields } = config.basic;
  return { ...fields, removeImage: 0 };
}
