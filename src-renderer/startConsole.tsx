// The console starts with the styles of what its first screen shows (the login form in the plain
// layout, the loading indicator, the connection notice); every other screen loads all of Mantine's
// with its code (app/screenSetup.ts), which the login screen fetches in the background once it
// shows. Mantine's order: baseline, global, then components after those they build on. Mantine's
// default CSS variables are not among them: MantineProvider writes all of the theme's into the
// page itself (deduplicateCssVariables off), 27 KB the first screen need not load.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import './styles/global.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleStart } from './app/ConsoleStart';
import { cssVariablesResolver, theme } from './app/theme';

/** Renders the console into the page's #root (window.bridge is in place: preload or browser bridge). */
export function startConsole(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        deduplicateCssVariables={false}
      >
        <ConsoleStart />
      </MantineProvider>
    </StrictMode>,
  );
}
