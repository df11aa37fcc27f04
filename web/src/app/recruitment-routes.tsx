import { lazy } from 'react';
import { useRoutes } from 'react-router-dom';

/*
 * The careers site (/recruitment and its form, also under /staging), each page its own chunk. They
 * sit in this table, loaded with the first of them, instead of in the app's, which every first
 * load carries (with the list of chunks each page needs).
 */
const RecruitmentPage = lazy(() => import('../features/recruitment/recruitment-page'));
const ApplyPage = lazy(() => import('../features/recruitment/apply-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export default function RecruitmentRoutes() {
  return useRoutes([
    { index: true, element: <RecruitmentPage /> },
    { path: 'apply', element: <ApplyPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
