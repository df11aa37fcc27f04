import { Outlet, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteBoundary } from './route-boundary';
import { PageErrorPage, RouteErrorPage } from './route-error-page';

/**
 * The shell around the pages. A page that throws while loading its code or rendering (a failed
 * chunk after a deploy, a bug) shows the error in its place, header and footer kept; only a
 * failure of the shell itself falls back to the standalone error page.
 */
export function shellRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <RouteBoundary fallback={RouteErrorPage}>
          <RootLayout />
        </RouteBoundary>
      ),
      children: [
        {
          element: (
            <RouteBoundary fallback={PageErrorPage}>
              <Outlet />
            </RouteBoundary>
          ),
          children: pages,
        },
      ],
    },
  ];
}
