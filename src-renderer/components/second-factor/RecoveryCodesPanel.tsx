import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ja } from '@shared/messages';

/** The ten recovery codes, shown once: copy them, then say they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {ja.secondFactor.codesTitle}
      </Title>
      <Text size="sm">{ja.secondFactor.codesLead}</Text>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? ja.secondFactor.codesCopied : ja.secondFactor.codesCopy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{ja.secondFactor.codesSaved}</Button>
      </Group>
    </Stack>
  );
}
