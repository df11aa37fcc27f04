import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary-ink">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">This page wandered off campus</h1>
      <p className="mt-3 max-w-md text-fg-muted">
        The link may be old or mistyped. Head back home and pick up where you left off.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/faq">Read the FAQ</Link>
        </Button>
      </div>
    </div>
  );
}
