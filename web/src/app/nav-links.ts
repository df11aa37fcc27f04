/**
 * Top navigation. Only pages that exist are listed: Mini Stores, Buy & Sell, Borrow & Lend,
 * Request, Roommate Finder and Contact join here as they are built.
 */
export const NAV_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
] as const;

/** The admin portal is a separate app served under /admin/ (a full page load). */
export const ADMIN_PORTAL_HREF = '/admin/';
