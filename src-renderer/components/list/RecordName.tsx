import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A row's name in bold: a link to its edit screen where the user may edit it, plain text otherwise. */
export function RecordName({ to, children }: { to: string | undefined; children: ReactNode }) {
  return to ? (
    <Anchor component={Link} to={to} fw={600} size="sm">
      {children}
    </Anchor>
  ) : (
    <Text span fw={600} size="sm">
      {children}
    </Text>
  );
}
