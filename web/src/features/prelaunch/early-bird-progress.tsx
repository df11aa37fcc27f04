import { useGetEarlyBirdCounter } from '@thriftz/client/generated/early-access/early-access';
import { Skeleton } from '../../ui/skeleton';

const PLAN_NAMES = { mid: 'Mid Plan', basic: 'Basic Plan', pro: 'Pro Plan' } as const;

/** The early-bird places taken of the first 100, and the free plan the next sign-up gets. */
export function EarlyBirdProgress() {
  const { data } = useGetEarlyBirdCounter({ query: { refetchInterval: 60_000 } });
  if (!data) return <Skeleton className="h-24 w-full rounded-2xl bg-white/10" />;
  const shown = Math.min(data.count, data.cap);
  const percent = Math.round((shown / data.cap) * 100);
  return (
    <section aria-labelledby="early-bird-title" className="rounded-2xl border border-white/10 bg-white/5 p-4 backdrop-blur sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="early-bird-title" className="font-semibold text-white">
          Early birds
        </h2>
        <p className="text-sm text-slate-300">
          <span className="font-mono font-bold text-white" data-testid="early-bird-count">
            {data.count}
          </span>{' '}
          of {data.cap} joined
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Early-bird places taken"
        aria-valuemin={0}
        aria-valuemax={data.cap}
        aria-valuenow={shown}
        className="mt-3 h-3 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-emerald-400 to-lime-300 transition-[width] duration-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-sm text-slate-200">
        Sign up now and get the <strong className="text-emerald-300">{PLAN_NAMES[data.nextPlan]}</strong> free for 30 days.
      </p>
      <p className="mt-1 text-xs text-slate-400">Places 1–49: Mid · 50–99: Basic · 100 and on: Pro.</p>
    </section>
  );
}
