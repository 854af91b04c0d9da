import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTitle } from './RouteTitle';

interface RouteScreenProps {
  /** A line under the title (whose shop the screen is about), null until known. */
  subtitle?: string | null;
  subtitleTestId?: string;
  /** The screen's buttons, across from the title (登録, CSV, the way back). */
  actions?: ReactNode;
  /** The space between the heading and the parts below (a list is tighter than a form). */
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** A screen under the current route's title (and the line under it, where the screen has one). */
export function RouteScreen({ subtitle, subtitleTestId, actions, gap = 'lg', children }: RouteScreenProps) {
  const title = <RouteTitle subtitle={subtitle} subtitleTestId={subtitleTestId} />;
  return (
    <Stack gap={gap}>
      {actions === undefined ? (
        title
      ) : (
        <Group justify="space-between" align={subtitle === undefined ? 'center' : 'flex-start'}>
          {title}
          {actions}
        </Group>
      )}
      {children}
    </Stack>
  );
}
