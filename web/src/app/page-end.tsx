// What ends every page, loaded once the page has (see root-layout): the footer, below the first
// screen. (The site notification banner is in the page's flow below the header: root-layout.)
import { SiteFooter } from './site-footer';

export function PageEnd() {
  return <SiteFooter />;
}
