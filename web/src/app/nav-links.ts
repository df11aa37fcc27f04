/**
 * Top navigation. Only pages that exist are listed: Mini Stores and Roommate Finder join here
 * as they are built.
 */
export const NAV_LINKS = [
  { to: '/products', label: 'Buy & Sell' },
  { to: '/borrow', label: 'Borrow & Lend' },
  { to: '/request', label: 'Request' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
] as const;

/** The admin portal is a separate app served under /admin/ (a full page load). */
export const ADMIN_PORTAL_HREF = '/admin/';
