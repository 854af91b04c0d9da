import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { UploadedImage } from '@shared/api';
import { IMAGE_MAX_SIZE_MB } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { ImageUpload } from '../../components/upload/ImageUpload';
import type { ContentKind } from './contentCalls';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form's values with the picked image as the write takes it (none picked: left out). */
export type ContentWrite<V> = Omit<V, 'image'> & { image: UploadedImage | undefined };

export interface ContentFormPageProps<S extends FormSchema> {
  /** The kind of item: its list, its channels and the image field's label. */
  kind: ContentKind;
  subdomain: string;
  /** The request schema with an `image` field (required on a create where the kind needs one). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submit: (values: ContentWrite<z.output<S>>) => Promise<{ message: string }>;
  /** Whether the image must be picked (a create of a kind shown by its image). */
  imageRequired: boolean;
  /** The saved image (edit), shown until a new one is picked; its detail is read again once saved. */
  saved?: { imageUrl: string | null; reload: () => void };
  /** The kind's own fields. */
  children: (form: UseFormReturn<FieldValues, unknown, unknown>) => ReactNode;
}

/**
 * The create and edit page of a gallery photo, a menu item or a top item: the image (checked
 * for extension and size before upload; the server makes its thumbnail), the kind's fields,
 * and back to the list once saved.
 */
export function ContentFormPage<S extends FormSchema>(props: ContentFormPageProps<S>) {
  const { kind, saved } = props;
  const listPath = routePath(kind.routes.list, { subdomain: props.subdomain });
  const page = useRecordEditor({
    schema: props.schema,
    defaultValues: props.defaultValues,
    submit: ({ image, ...values }) =>
      props.submit({ ...values, image: image ?? undefined } as ContentWrite<z.output<S>>),
    invalidate: [kind.list, kind.categories.list, ...(saved ? [kind.detail] : [])],
    backTo: listPath,
  });
  const form = page.form as unknown as UseFormReturn<FieldValues, unknown, unknown>;
  return (
    <FormPageShell
      page={page}
      submitLabel={saved ? ja.actions.update : ja.actions.register}
      onReload={saved?.reload ?? page.clearConflict}
      maw={760}
      testId={kind.form.testId}
      back={{ to: listPath, label: ja.shopContent.backToList }}
    >
      <FormSection title={ja.shopContent.preview.title}>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Controller
            control={form.control}
            name="image"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <ImageUpload
                  label={kind.form.imageLabel}
                  required={props.imageRequired}
                  currentUrl={saved?.imageUrl ?? null}
                  onChange={(image: UploadedImage | null) => field.onChange(image)}
                />
                <Text size="xs" c="dimmed" maw={220}>
                  {formatMessage(ja.shopContent.imageLead, { maxSize: IMAGE_MAX_SIZE_MB })}
                </Text>
                {fieldState.error?.message && (
                  <Text size="sm" c="red" role="alert">
                    {fieldState.error.message}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Stack gap="md" style={{ flex: 1, minWidth: 300 }}>
            {props.children(form)}
          </Stack>
        </Group>
      </FormSection>
    </FormPageShell>
  );
}
