import { Button, FileButton, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { UploadedImage } from '@shared/api';
import { IMAGE_MAX_SIZE_MB, IMAGE_MIME_TYPES, UPLOAD_MODE } from '@shared/constants';
import type { UploadMode } from '@shared/constants';
import { ja } from '@shared/messages';
import { IMAGE_ALERT_ID } from '../../platform/failurePolicy';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { FieldLabel } from '../form/FormField';
import { checkImageFile, readImageFile } from './imageFile';

interface ImageUploadProps {
  /** image-upload: a picture area with preview; btn-upload: a plain button. */
  mode?: UploadMode;
  label: string;
  /** The image already saved (URL or data URL), shown until a new one is picked. */
  currentUrl?: string | null;
  maxSizeMb?: number;
  /** Shows the 「必須」 badge beside the label. */
  required?: boolean;
  onChange: (image: UploadedImage | null) => void;
}

/**
 * Picks an image, checks its extension and size with the spec's messages (shown as image
 * alerts, which a new pick clears) and previews it.
 */
export function ImageUpload({
  mode = UPLOAD_MODE.IMAGE,
  label,
  currentUrl,
  maxSizeMb = IMAGE_MAX_SIZE_MB,
  required = false,
  onChange,
}: ImageUploadProps) {
  const alerts = useAlertStore();
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | null) => {
    alerts.removeByCustomId(IMAGE_ALERT_ID);
    if (!file) return;
    const problem = checkImageFile(file, maxSizeMb);
    if (problem) {
      alerts.add({ message: problem, type: 'error', customId: IMAGE_ALERT_ID });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setFileName(file.name);
    onChange(await readImageFile(file));
  };
  const remove = () => {
    setPreview(null);
    setFileName(null);
    onChange(null);
  };

  const shown = preview ?? currentUrl ?? null;
  const picker = (
    <FileButton onChange={(file) => void pick(file)} accept={IMAGE_MIME_TYPES.join(',')}>
      {(props) =>
        mode === UPLOAD_MODE.BUTTON ? (
          <Button variant="default" {...props}>
            {ja.upload.chooseImage}
          </Button>
        ) : (
          <UnstyledButton {...props} aria-label={`${label} ${ja.upload.chooseImage}`}>
            <Paper withBorder w={200} h={150} style={{ borderStyle: 'dashed', overflow: 'hidden' }}>
              {shown ? (
                <Image src={shown} alt={label} h={150} fit="contain" />
              ) : (
                <Stack h="100%" align="center" justify="center" gap={4}>
                  <Text size="sm">{ja.upload.chooseImage}</Text>
                  <Text size="xs" c="dimmed">
                    {ja.upload.imageHint}
                  </Text>
                </Stack>
              )}
            </Paper>
          </UnstyledButton>
        )
      }
    </FileButton>
  );

  return (
    <Stack gap={6}>
      <FieldLabel required={required}>{label}</FieldLabel>
      <Group gap="sm" align="flex-end">
        {picker}
        {mode === UPLOAD_MODE.BUTTON && shown && (
          <Image src={shown} alt={label} h={80} w={120} fit="contain" />
        )}
        {(preview || fileName) && (
          <Button variant="subtle" color="red" size="xs" onClick={remove}>
            {ja.actions.delete}
          </Button>
        )}
      </Group>
      {fileName && (
        <Text size="xs" c="dimmed">
          {fileName}
        </Text>
      )}
    </Stack>
  );
}
