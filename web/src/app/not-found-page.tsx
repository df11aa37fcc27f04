import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';
import { Eyebrow } from '../ui/eyebrow';
import { IconTile } from '../ui/icon-tile';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <IconTile icon={Compass} tone="primary" size="xl" />
      <Eyebrow className="mt-6">404</Eyebrow>
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
