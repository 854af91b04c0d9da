import { useEffect } from 'react';
import { pageTitle } from '@shared/routes/page-title';

/** The window title is the route title followed by the product name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
