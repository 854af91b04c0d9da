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
  const [delayPassed, setDelayPassed] = useState(false);
  if (!busy && delayPassed) setDelayPassed(false);
  useEffect(() => {
    if (!busy) return;
    const show = setTimeout(() => setDelayPassed(true), LOADING_DELAY_MS);
    return () => clearTimeout(show);
  }, [busy]);
  const visible = busy && delayPassed;
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
