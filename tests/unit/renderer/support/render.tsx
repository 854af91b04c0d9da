import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../../../src-renderer/app/theme';

/** Renders inside Mantine with transitions off, as the app would. */
export function renderWithMantine(element: ReactElement) {
  return render(
    <MantineProvider theme={theme} env="test">
      {element}
    </MantineProvider>,
  );
}
