import { Spinner } from '../ui/spinner';

/** Shown while a page's code loads. */
export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center text-primary">
      <Spinner className="size-7" label="Loading page…" />
    </div>
  );
}
