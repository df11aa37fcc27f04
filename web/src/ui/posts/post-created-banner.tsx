import { CheckCircle2, Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../button';
import { ShareButton } from './detail-contact';

/** The router state a create form lands on the new post with. */
export const POST_CREATED_STATE = { postCreated: true } as const;

const cameFromCreate = (state: unknown) => (state as { postCreated?: unknown } | null)?.postCreated === true;

/**
 * Shown once on a post's page right after it was created: it is live, share it (Web Share, else
 * the link is copied), or create another of the same kind. The router state that asks for it is
 * dropped at once, so a reload or coming back does not show it again.
 */
export function PostCreatedBanner({ noun, title, createAnotherTo }: { noun: string; title: string; createAnotherTo: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => cameFromCreate(location.state));

  useEffect(() => {
    if (cameFromCreate(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  if (!shown) return null;
  return (
    <div className="container-page mt-4">
    <section
      aria-label={`Your ${noun} is live`}
      className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-primary-soft p-4 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-start gap-2 font-medium text-fg">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        Your {noun} is live. Share it so more students see it.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <ShareButton title={title} text={`${title} on Thriftz`} />
        <Button asChild variant="secondary">
          <Link to={createAnotherTo}>
            <Plus aria-hidden="true" className="size-4" />
            Create another
          </Link>
        </Button>
        <Button variant="ghost" size="sm" aria-label="Dismiss" onClick={() => setShown(false)}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </section>
    </div>
  );
}
