import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { UploadedImage } from '@shared/api';
import { IMAGE_MAX_SIZE_MB } from '@shared/constants';
import type { ChannelName } from '@shared/ipc';
import { formatMessage, ja } from '@shared/messages';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { ImageUpload } from '../../components/upload/ImageUpload';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

interface ContentFormPageProps<S extends FormSchema> {
  /** The request schema with an `image` field (required on a create where the kind needs one). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submit: (values: z.output<S>) => Promise<{ message: string }>;
  /** The channels whose answers the write changes. */
  invalidate: readonly ChannelName[];
  listPath: string;
  submitLabel: string;
  imageLabel: string;
  imageRequired: boolean;
  /** The saved image (edit), shown until a new one is picked. */
  savedImageUrl?: string | null;
  onReload?: () => void;
  testId: string;
  /** The kind's own fields. */
  children: (form: UseFormReturn<FieldValues, unknown, unknown>) => ReactNode;
}

/**
 * The create and edit page of a gallery photo, a menu item or a top item: the image (checked
 * for extension and size before upload; the server makes its thumbnail), the kind's fields,
 * and back to the list once saved.
 */
export function ContentFormPage<S extends FormSchema>(props: ContentFormPageProps<S>) {
  const page = useRecordEditor({
    schema: props.schema,
    defaultValues: props.defaultValues,
    submit: props.submit,
    invalidate: props.invalidate,
    backTo: props.listPath,
  });
  const form = page.form as unknown as UseFormReturn<FieldValues, unknown, unknown>;
  return (
    <FormPageShell
      page={page}
      submitLabel={props.submitLabel}
      onReload={props.onReload ?? page.clearConflict}
      maw={760}
      testId={props.testId}
      actions={
        <Button variant="default" component={Link} to={props.listPath}>
          {ja.shopContent.backToList}
        </Button>
      }
    >
      <FormSection title={ja.shopContent.preview.title}>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Controller
            control={form.control}
            name="image"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <ImageUpload
                  label={props.imageLabel}
                  required={props.imageRequired}
                  currentUrl={props.savedImageUrl ?? null}
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
