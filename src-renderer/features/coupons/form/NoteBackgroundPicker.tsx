import { ColorSwatch, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { NOTE_BACKGROUND_KEYS, NOTE_BACKGROUNDS } from '@shared/constants';
import type { NoteBackground } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';

interface NoteBackgroundPickerProps {
  value: string;
  onChange: (value: NoteBackground) => void;
  error?: string | undefined;
}

/** The ten note colours as swatches with their names and hex values (a radio group). */
export function NoteBackgroundPicker({ value, onChange, error }: NoteBackgroundPickerProps) {
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as NoteBackground)}
      label={<FieldLabel required>{ja.forms.coupon.noteBackground}</FieldLabel>}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" mt={6} data-testid="note-background-picker">
        {NOTE_BACKGROUND_KEYS.map((key) => {
          const { background } = NOTE_BACKGROUNDS[key];
          const name = ja.enums.noteBackground[key];
          return (
            <Radio.Card
              key={key}
              value={key}
              radius="sm"
              p={6}
              aria-label={formatMessage(ja.coupons.form.paletteLabel, { name, hex: background })}
              style={{
                borderWidth: value === key ? 2 : 1,
                borderColor: value === key ? 'var(--mantine-color-indigo-8)' : undefined,
              }}
            >
              <Group gap={6} wrap="nowrap">
                <ColorSwatch
                  color={background}
                  size={22}
                  withShadow
                  style={{ border: '1px solid #868e96' }}
                />
                <div>
                  <Text size="sm" fw={value === key ? 700 : 400}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {background}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
