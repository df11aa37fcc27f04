import { useEffect } from 'react';
import { applyDocumentTitle } from './site-name';

/** Sets document.title to "<page> · <site name>", or the site's own title when no page title is given. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    applyDocumentTitle(pageTitle);
  }, [pageTitle]);
}
