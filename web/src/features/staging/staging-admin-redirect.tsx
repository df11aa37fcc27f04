import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingBlock } from '../../ui/spinner';

/** The admin portal's address for a /staging/admin… one: the same page under /admin/. */
export function adminAddressOf(pathname: string, search = '', hash = ''): string {
  const rest = pathname.replace(/^\/staging\/admin\/?/, '');
  return `/admin/${rest}${search}${hash}`;
}

/**
 * /staging/admin (and below it): the admin portal is its own app at /admin/, so the browser is sent
 * there (a full load, not a page of this app), keeping the rest of the address.
 */
export default function StagingAdminRedirect() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(adminAddressOf(pathname, search, hash));
  }, [pathname, search, hash]);
  return <LoadingBlock label="Opening the admin portal…" className="min-h-[50vh]" />;
}
