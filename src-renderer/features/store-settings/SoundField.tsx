import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sound } from '@shared/api';
import { SOUND_EXTENSIONS, SOUND_MAX_SIZE_MB } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { call } from '../../bridge/call';
import { useChannelQuery } from '../../bridge/channelQuery';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { FieldLabel } from '../../components/form/FormField';
import { checkSoundFile, readSoundFile } from './soundFile';
import { useSoundPreview } from './useSoundPreview';

const SOUND_ALERT_ID = 'sound';
const ACCEPT = SOUND_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface SoundFieldProps {
  subdomain: string;
  /** The sound saved now (the standard one has id null). */
  saved: Sound;
  onChange: (soundId: number | null) => void;
}

/**
 * The reception sound: the standard one or an uploaded file (POST upload-sound; the form then
 * saves its id), with a preview, and the notice that the app rings only when linked.
 */
export function SoundField({ subdomain, saved, onChange }: SoundFieldProps) {
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  const preview = useSoundPreview();
  const [shown, setShown] = useState<Sound>(saved);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const standard = useChannelQuery(
    'storeSettings.defaultSound',
    { subdomain },
    { staleTime: Infinity, select: (answer) => answer.data },
  );
  const choose = (sound: Sound) => {
    preview.stop();
    setShown(sound);
    onChange(sound.id);
  };
  const upload = useMutation({
    mutationFn: async (file: File) =>
      (await call('storeSettings.uploadSound', { subdomain, sound: await readSoundFile(file) })).data,
    onSuccess: (sound) => {
      choose(sound);
      setUploadedName(sound.name);
    },
    onError: (error) => handleFailure(error),
  });

  const pick = (file: File | null) => {
    alerts.removeByCustomId(SOUND_ALERT_ID);
    setUploadedName(null);
    if (!file) return;
    const problem = checkSoundFile(file);
    if (problem) {
      alerts.add({ message: problem, type: 'error', customId: SOUND_ALERT_ID });
      return;
    }
    upload.mutate(file);
  };

  return (
    <Stack gap="sm" data-testid="sound-field">
      <Alert color="blue" variant="light" data-testid="app-ringing-notice">
        <Text size="sm">{ja.errors.appRingingNeedsLinkage}</Text>
      </Alert>
      <FieldLabel>{ja.storeSettings.currentSound}</FieldLabel>
      <Group gap="sm">
        <Text fw={600} data-testid="sound-name">
          {shown.name}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => (preview.playing ? preview.stop() : void preview.play(shown.url))}
        >
          {preview.playing ? ja.storeSettings.stopSound : ja.storeSettings.playSound}
        </Button>
      </Group>
      <Group gap="sm">
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Button variant="default" loading={upload.isPending} {...props}>
              {ja.storeSettings.uploadSound}
            </Button>
          )}
        </FileButton>
        <Button
          variant="subtle"
          disabled={shown.id === null || !standard.data}
          onClick={() => standard.data && choose(standard.data)}
        >
          {ja.storeSettings.useDefaultSound}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {formatMessage(ja.storeSettings.soundHint, { maxSize: SOUND_MAX_SIZE_MB })}
      </Text>
      {uploadedName && (
        <Text size="sm" c="teal.9" role="status">
          {formatMessage(ja.storeSettings.soundUploaded, { name: uploadedName })}
        </Text>
      )}
    </Stack>
  );
}
