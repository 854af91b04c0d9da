import { useFormContext } from 'react-hook-form';
import { TextInput } from '@mantine/core';
import { CONTENT_CATEGORY_NAME_MAX_LENGTH } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../components/form/FormField';
import { FormSection } from '../../components/form/FormSection';
import { registerNormalized } from '../../components/form/registerNormalized';

/** The one field of a top category's pages. */
export function TopCategoryNameField() {
  const form = useFormContext<{ name: string }>();
  return (
    <FormSection title={ja.routeTitles.topCategoryList}>
      <TextInput
        label={<FieldLabel required>{ja.forms.contentCategory.name}</FieldLabel>}
        maxLength={CONTENT_CATEGORY_NAME_MAX_LENGTH}
        error={form.formState.errors.name?.message}
        autoFocus
        {...registerNormalized(form, 'name', removeEmojiAndTrim)}
      />
    </FormSection>
  );
}
