import { Stack } from '@mantine/core';
import { useWatch, useFormContext } from 'react-hook-form';
import type { UploadedImage } from '@shared/api';
import { ja } from '@shared/messages';
import { ImageUpload } from '../../../components/upload/ImageUpload';
import type { CouponTemplateFields } from './templateFormValues';
import { RemoveImageCheckbox } from '../../../components/upload/RemoveImageCheckbox';

/** The coupon template's one image; on an edit the saved one may be removed instead. */
export function CouponTemplateImageField({
  savedUrl,
  onImage,
}: {
  /** The saved image as a data: URL (edit only). */
  savedUrl: string | null;
  onImage: (image: UploadedImage | null) => void;
}) {
  const form = useFormContext<CouponTemplateFields>();
  const removeImage = useWatch({ control: form.control, name: 'removeImage' }) === 1;
  return (
    <Stack gap={6}>
      <ImageUpload
        label={ja.customers.templates.fields.image}
        currentUrl={removeImage ? null : savedUrl}
        onChange={onImage}
      />
      {savedUrl && <RemoveImageCheckbox label={ja.customers.templates.form.removeSavedImage} />}
    </Stack>
  );
}
