import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '../ui/button';
import { IconTile } from '../ui/icon-tile';
import { Logo } from '../ui/logo';

/** Last line of defence: a page failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="container-page flex h-16 items-center">
          <Logo />
        </div>
      </header>
      <main className="container-page flex flex-1 flex-col items-center justify-center py-16 text-center">
        <IconTile icon={TriangleAlert} tone="danger" size="xl" />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-fg">
          {notFound ? 'Page not found' : 'Something went wrong. Please try again.'}
        </h1>
        <p className="mt-3 max-w-md text-fg-muted">
          {notFound ? 'The link may be old or mistyped.' : 'A part of the page could not load. Reloading usually fixes it.'}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reload
          </Button>
          <Button asChild variant="secondary">
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
