import { lazy } from 'react';
import { useLocation } from 'react-router-dom';

/*
 * The static pages (our story, how mini stores work, terms, privacy, FAQ), each its own chunk,
 * named here rather than in the app's route table, which every first load carries.
 */
const PAGES = {
  about: lazy(() => import('../features/marketing/about-page')),
  'how-it-works': lazy(() => import('../features/marketing/how-it-works-page')),
  terms: lazy(() => import('../features/marketing/terms-page')),
  privacy: lazy(() => import('../features/marketing/privacy-page')),
  faq: lazy(() => import('../features/marketing/faq-page')),
};


export default function StaticPage() {
  // The route table sends only these paths here; a trailing slash is the same page.
  const Page = PAGES[useLocation().pathname.split('/')[1] as keyof typeof PAGES];
  return <Page />;
}
