import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTitle } from './RouteTitle';

interface RouteScreenProps {
  /** A line under the title (whose shop the screen is about), null until known. */
  subtitle?: string | null;
  children: ReactNode;
}

/** A screen under the current route's title (and the line under it, where the screen has one). */
export function RouteScreen({ subtitle, children }: RouteScreenProps) {
  return (
    <Stack gap="lg">
      <RouteTitle subtitle={subtitle} />
      {children}
    </Stack>
  );
}
