import type { UploadedImage } from '@shared/api';
import { NEWS_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { ImageListField } from '../../components/upload/ImageListField';

interface NewsImagesFieldProps {
  images: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  error?: string | undefined;
}

/** Up to NEWS_MAX_IMAGES images in order, each checked (extension, size) as it is picked. */
export function NewsImagesField(props: NewsImagesFieldProps) {
  return <ImageListField label={ja.forms.news.images} max={NEWS_MAX_IMAGES} {...props} />;
}
