import { Button, Menu, Stack, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import type { ExportFileChoice } from './CsvJobsContext';
import { EXPORT_FILE_CHOICES } from './exportFileChoices';

/** The CSV出力 button's second half: a menu of the files an export can write. */
export function ExportFileMenu({
  testId,
  disabled,
  onChoose,
}: {
  testId: string;
  disabled: boolean;
  onChoose: (choice: ExportFileChoice) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          px={8}
          disabled={disabled}
          aria-label={ja.csv.formatMenuLabel}
          data-testid={`${testId}-formats`}
        >
          <svg
            width={12}
            height={12}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FILE_CHOICES.map(({ key, label, hint, format, encoding }) => (
          <Menu.Item
            key={key}
            onClick={() => onChoose({ format, encoding })}
            data-testid={`${testId}-${key}`}
          >
            <Stack gap={0}>
              <Text size="sm">{label}</Text>
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            </Stack>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
