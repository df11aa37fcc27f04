// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SiteNotification } from '@thriftz/client/generated/model';
import { isFixedPage, pageQueryKeys, renderPageWith } from './render-page';

const notice: SiteNotification = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Exam week',
  message: 'The library is open until midnight.',
  type: 'info',
  priority: 'high',
  isActive: true,
  isSticky: false,
  showOnHomePage: true,
  showOnAllPages: true,
  ctaText: null,
  ctaLink: null,
  imageUrl: null,
  backgroundColor: '#065F46',
  textColor: '#FFFFFF',
  startDate: null,
  endDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the server render (what the API sends as a page)', () => {
  it('renders only pages at a fixed address: bounded by the routes', () => {
    for (const path of ['/', '/products', '/inbox', '/wishlist']) expect(isFixedPage(path), path).toBe(true);
    for (const path of ['/user/abc', '/product/abc', '/mini-stores/campus-threads', '/no-such-page']) expect(isFixedPage(path), path).toBe(false);
  });

  it('shows the banner it is handed, above the page, as the client first renders it', async () => {
    const html = await renderPageWith('/', [[pageQueryKeys.siteNotifications('home'), [notice]]]);
    expect(html).toContain('aria-label="Site notifications"');
    expect(html).toContain('The library is open until midnight.');
    expect(html.indexOf('Site notifications')).toBeLessThan(html.indexOf('id="main"'));
    // Handed nothing, there is no banner (the build's prerender).
    expect(await renderPageWith('/', [])).not.toContain('Site notifications');
  });

  it("renders a signed-in page's first screen as the session check, with the banner", async () => {
    const html = await renderPageWith('/inbox', [[pageQueryKeys.siteNotifications('other'), [notice]]]);
    expect(html).toContain('The library is open until midnight.');
    expect(html).toContain('Checking your session…');
  });
});
