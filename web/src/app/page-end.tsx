// What ends every page, loaded once the page has (see root-layout): the footer, below the first
// screen, and the site notification banner, fixed to the screen's bottom edge so its arrival moves
// nothing. One idle chunk for both keeps the banner entirely out of the home page's first load.
import { SiteNotificationBanner } from '../features/notifications/site-notification-banner';
import { SiteFooter } from './site-footer';

export function PageEnd() {
  return (
    <>
      <SiteFooter />
      <SiteNotificationBanner />
    </>
  );
}
