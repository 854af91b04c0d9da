import { Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { UploadedImage } from '@shared/api';
import { IMAGE_MAX_SIZE_MB, IMAGE_MIME_TYPES } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { IMAGE_ALERT_ID } from '../../platform/failurePolicy';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { FieldLabel } from '../form/FormField';
import { checkImageFile, readImageFile } from './imageFile';

/** An image already saved with the record, shown from its data: URL. */
export interface SavedImage {
  id: number;
  url: string | null;
}

interface ImageListFieldProps {
  label: string;
  /** At most this many, the saved ones and the picked ones together. */
  max: number;
  /** The saved images the record keeps (edit only); removing one leaves it out of the next save. */
  saved?: SavedImage[];
  onRemoveSaved?: (id: number) => void;
  /** The images picked since, in order. */
  images: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  error?: string | undefined;
}

/** Several images in order, each checked (extension, size) as it is picked; errors go to the image alert. */
export function ImageListField({
  label,
  max,
  saved = [],
  onRemoveSaved,
  images,
  onChange,
  error,
}: ImageListFieldProps) {
  const alerts = useAlertStore();
  const room = max - saved.length - images.length;
  const add = async (files: File[]) => {
    alerts.removeByCustomId(IMAGE_ALERT_ID);
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
        message: `${label}${formatMessage(ja.validation.maxImages, { max })}`,
        type: 'error',
        customId: IMAGE_ALERT_ID,
      });
    }
    onChange([...images, ...picked]);
  };
  const tiles = [
    ...saved.map((image) => ({
      key: `saved-${image.id}`,
      src: image.url,
      name: '',
      remove: () => onRemoveSaved?.(image.id),
    })),
    ...images.map((image, index) => ({
      key: `new-${image.fileName}-${index}`,
      src: `data:${image.mimeType};base64,${image.dataBase64}`,
      name: image.fileName,
      remove: () => onChange(images.filter((_, other) => other !== index)),
    })),
  ];
  return (
    <Stack gap={6}>
      <FieldLabel>{label}</FieldLabel>
      <Text size="xs" c="dimmed">
        {formatMessage(ja.upload.imagesLead, { maxSize: IMAGE_MAX_SIZE_MB, max })}
      </Text>
      <Group gap="sm" align="flex-start">
        {tiles.map((tile, index) => (
          <Paper key={tile.key} withBorder w={140} pos="relative" style={{ overflow: 'hidden' }}>
            <Image src={tile.src} alt={tile.name || `${label} ${index + 1}`} h={100} fit="cover" />
            {tile.name && (
              <Text size="xs" px={4} truncate>
                {tile.name}
              </Text>
            )}
            <CloseButton
              pos="absolute"
              top={4}
              right={4}
              size="sm"
              variant="filled"
              aria-label={formatMessage(ja.upload.removeImage, { count: index + 1 })}
              onClick={tile.remove}
            />
          </Paper>
        ))}
        {room > 0 && (
          <FileButton multiple accept={IMAGE_MIME_TYPES.join(',')} onChange={(files) => void add(files)}>
            {(props) => (
              <Button variant="default" {...props}>
                {ja.upload.addImage}
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
