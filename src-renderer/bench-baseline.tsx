// The UI bench's baseline page (bench/ui.ts), built only into the browser dev host's build: one
// Mantine form and nothing else, with the stylesheets of its own components. The console's
// figures are printed as ratios to how soon this page's form is usable.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import { Button, MantineProvider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { ja } from '@shared/messages/start';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from bench-baseline.html');
createRoot(container).render(
  <MantineProvider>
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack w={420} p="xl" gap="md">
        <TextInput name="email" type="email" label={ja.fields.email} autoComplete="username" />
        <PasswordInput name="password" label={ja.fields.password} autoComplete="current-password" />
        <Button type="submit">{ja.actions.login}</Button>
      </Stack>
    </form>
  </MantineProvider>,
);
