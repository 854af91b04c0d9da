import { Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { UploadedImage } from '@shared/api';
import { IMAGE_MAX_SIZE_MB, IMAGE_MIME_TYPES, NEWS_MAX_IMAGES } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { IMAGE_ALERT_ID } from '../../platform/failurePolicy';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { checkImageFile, readImageFile } from '../../components/upload/imageFile';
import { FieldLabel } from '../../components/form/FormField';

interface NewsImagesFieldProps {
  images: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  error?: string | undefined;
}

/** Up to NEWS_MAX_IMAGES images in order, each checked (extension, size) as it is picked. */
export function NewsImagesField({ images, onChange, error }: NewsImagesFieldProps) {
  const alerts = useAlertStore();
  const add = async (files: File[]) => {
    alerts.removeByCustomId(IMAGE_ALERT_ID);
    const room = NEWS_MAX_IMAGES - images.length;
    const picked: UploadedImage[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkImageFile(file, IMAGE_MAX_SIZE_MB);
      if (problem) {
        alerts.add({ message: problem, type: 'error', customId: IMAGE_ALERT_ID });
        continue;
      }
      picked.push(await readImageFile(file));
    }
    if (files.length > room) {
      alerts.add({
        message: `${ja.forms.news.images}${formatMessage(ja.validation.maxImages, { max: NEWS_MAX_IMAGES })}`,
        type: 'error',
        customId: IMAGE_ALERT_ID,
      });
    }
    onChange([...images, ...picked]);
  };
  return (
    <Stack gap={6}>
      <FieldLabel>{ja.forms.news.images}</FieldLabel>
      <Text size="xs" c="dimmed">
        {formatMessage(ja.news.form.imagesLead, { maxSize: IMAGE_MAX_SIZE_MB, max: NEWS_MAX_IMAGES })}
      </Text>
      <Group gap="sm" align="flex-start">
        {images.map((image, index) => (
          <Paper
            key={`${image.fileName}-${index}`}
            withBorder
            w={140}
            pos="relative"
            style={{ overflow: 'hidden' }}
          >
            <Image
              src={`data:${image.mimeType};base64,${image.dataBase64}`}
              alt={image.fileName}
              h={100}
              fit="cover"
            />
            <Text size="xs" px={4} truncate>
              {image.fileName}
            </Text>
            <CloseButton
              pos="absolute"
              top={4}
              right={4}
              size="sm"
              variant="filled"
              aria-label={formatMessage(ja.news.form.removeImage, { count: index + 1 })}
              onClick={() => onChange(images.filter((_, other) => other !== index))}
            />
          </Paper>
        ))}
        {images.length < NEWS_MAX_IMAGES && (
          <FileButton multiple accept={IMAGE_MIME_TYPES.join(',')} onChange={(files) => void add(files)}>
            {(props) => (
              <Button variant="default" {...props}>
                {ja.news.form.addImage}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
