/** Top navigation, as the spec lists it. Our Story and FAQ live in the footer. */
export const NAV_LINKS = [
  { to: '/mini-stores', label: 'Mini Stores' },
  { to: '/products', label: 'Buy & Sell' },
  { to: '/borrow', label: 'Borrow & Lend' },
  { to: '/request', label: 'Request' },
  { to: '/roommate-finder', label: 'Roommate Finder' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The admin portal is a separate app served under /admin/ (a full page load). */
export const ADMIN_PORTAL_HREF = '/admin/';
