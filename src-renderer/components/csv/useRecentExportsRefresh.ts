import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RECENT_EXPORTS_KEY } from './useRecentExports';

/**
 * Main announces its export list (exports.changed) after every save, from any window: the
 * recent exports are read again then, at once when the list is open.
 */
export function useRecentExportsRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      window.bridge.on('exports.changed', () => {
        void queryClient.invalidateQueries({ queryKey: RECENT_EXPORTS_KEY });
      }),
    [queryClient],
  );
}
