import { CloudDownload, RefreshCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import { ApiError } from '@thriftz/client/fetcher';
import { SERVER_ERROR_MESSAGE } from '../lib/api-error';
import { isChunkLoadError } from '../lib/chunk-error';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';
import { IconTile, type IconTileTone } from '../ui/icon-tile';
import { Logo } from '../ui/logo';

interface Failure {
  title: string;
  message: string;
  icon: LucideIcon;
  tone: IconTileTone;
}

/** What to tell the person about an error a route threw, in words, never the error itself. */
function describeFailure(error: unknown): Failure {
  if (isChunkLoadError(error)) {
    return {
      title: 'Thriftz has been updated',
      message: 'This page could not load because a newer version of Thriftz is out. Reload to get it.',
      icon: CloudDownload,
      tone: 'primary',
    };
  }
  // A refusal's detail is written for the person (the spec's own words); a server failure's is not.
  const message = error instanceof ApiError && error.status < 500 && error.problem.detail ? error.problem.detail : SERVER_ERROR_MESSAGE;
  return { title: 'This page could not load', message, icon: TriangleAlert, tone: 'danger' };
}

/** The failure in words, with a reload and a way home. */
function RouteFailure({ error, home }: { error: unknown; home: ReactNode }) {
  const failure = describeFailure(error);
  useDocumentTitle(failure.title);
  return (
    <div className="flex flex-col items-center text-center">
      <IconTile icon={failure.icon} tone={failure.tone} size="xl" />
      <div role="alert">
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-balance text-fg sm:text-3xl">{failure.title}</h1>
        <p className="mx-auto mt-3 max-w-md text-pretty text-fg-muted">{failure.message}</p>
      </div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {/* A full reload: it fetches the newest index.html and chunks and runs every query afresh. */}
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload
        </Button>
        <Button asChild variant="secondary">
          {home}
        </Button>
      </div>
    </div>
  );
}

/** A page failed to load or render: the error takes the page's place inside the header and footer. */
export function PageErrorPage({ error }: FallbackProps) {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16">
      <RouteFailure error={error} home={<Link to="/">Back to home</Link>} />
    </div>
  );
}

/**
 * Last line of defence: the shell itself (header, footer) failed, so this page stands alone, and
 * its way home is a full load, since rendering the shell again in place would fail the same way.
 */
export function RouteErrorPage({ error }: FallbackProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="container-page flex h-16 items-center">
          <Logo reloadDocument />
        </div>
      </header>
      <main className="container-page flex flex-1 flex-col items-center justify-center py-16">
        <RouteFailure error={error} home={<a href="/">Back to home</a>} />
      </main>
    </div>
  );
}
