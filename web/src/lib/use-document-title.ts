import { useEffect } from 'react';

export const SITE_TITLE = 'Thriftz · Campus Marketplace';

/** Sets document.title to "<page> · Thriftz", or the site title when no page title is given. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · Thriftz` : SITE_TITLE;
  }, [pageTitle]);
}
