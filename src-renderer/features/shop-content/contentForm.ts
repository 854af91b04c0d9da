import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ContentWrite } from './ContentFormPage';
import type { ItemCalls } from './contentCalls';

export type ContentFormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * How one kind of item (a gallery photo, a menu item, a top item) is created and edited: each
 * write's schema (with its `image` field), its first values and its call, and the kind's own
 * fields. ContentCreateScreen and ContentEditScreen read it, so the kind is declared once.
 */
export interface ContentForm<T, C extends ContentFormSchema, U extends ContentFormSchema> {
  kind: ItemCalls<T>;
  create: {
    schema: C;
    /** The empty form, in the category the list was showing (null when none was asked). */
    defaultValues: (categoryId: string | null) => DefaultValues<z.input<C>>;
    submit: (subdomain: string, values: ContentWrite<z.output<C>>) => Promise<{ message: string }>;
    /** Whether the image must be picked (a kind shown by its image). */
    imageRequired: boolean;
  };
  edit: {
    schema: U;
    defaultValues: (item: T) => DefaultValues<z.input<U>>;
    submit: (values: ContentWrite<z.output<U>>, item: T, subdomain: string) => Promise<{ message: string }>;
  };
  /** The kind's own fields beside the image: of a new item (item null) or of the saved one. */
  fields: (
    form: UseFormReturn<FieldValues, unknown, unknown>,
    subdomain: string,
    item: T | null,
  ) => ReactNode;
}

/** A kind's ContentForm, its schemas' types inferred from the declaration. */
export function contentForm<T, C extends ContentFormSchema, U extends ContentFormSchema>(
  form: ContentForm<T, C, U>,
): ContentForm<T, C, U> {
  return form;
}
