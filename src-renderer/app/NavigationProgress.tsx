import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LOADING_DELAY_MS } from '@shared/constants';
import { ja } from '@shared/messages';
import { useNavigationBusy } from './useNavigationBusy';

/**
 * The loading indicator of every navigation (spec section 2): it shows once a navigation has
 * taken longer than LOADING_DELAY_MS, so quick ones do not flicker. `data-navigating` marks the
 * whole wait at once (tests and assistive tools read it; the bar is only what the eye needs).
 */
export function NavigationProgress() {
  const busy = useNavigationBusy();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(show);
  }, [busy]);
  return (
    <>
      {busy && <span hidden data-navigating="true" />}
      {visible && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="absolute"
          top={0}
          left={0}
          right={0}
          aria-label={ja.app.loading}
          data-testid="navigation-progress"
        />
      )}
    </>
  );
}
