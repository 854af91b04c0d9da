import { useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';

/**
 * What the filter panel's inputs hold before 検索, starting from the filters the list is filtered
 * by and following them when they change without the panel (a list recalled as it was left, after
 * coming back from a record or the menu, or クリア), so the panel never shows other filters than
 * the list's and 検索 never silently drops one.
 */
export function useFilterDraft<F extends Record<string, string>>(
  applied: F,
): [F, Dispatch<SetStateAction<F>>] {
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  const [followed, setFollowed] = useState(appliedKey);
  if (followed !== appliedKey) {
    // Adjusting state while rendering (React docs, "You might not need an effect").
    setFollowed(appliedKey);
    setDraft(applied);
  }
  return [draft, setDraft];
}
