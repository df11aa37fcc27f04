import { useEffect, useState } from 'react';
import { useSiteName } from '../../lib/site-name';
import { COUNTER_STEP, COUNTER_TICK_MS, FADE_MS, LAUNCH_TIMELINE, type LaunchPhase } from './launch-timeline';
import './prelaunch.css';

const SPARKS = Array.from({ length: 16 }, (_, i) => i * 22.5);

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What each phase says; the reveal welcomes to the site by its configured name. */
const words = (phase: LaunchPhase, siteName: string): string =>
  ({
    intro: 'The wait is over…',
    charge: 'Powering up',
    burst: 'Launch!',
    reveal: `Welcome to ${siteName}`,
    fade: `Welcome to ${siteName}`,
  })[phase];

/**
 * The launch show over the freshly shown app: intro, charge, burst, then a reveal whose counter
 * climbs to 100, then a fade-out. With reduced motion it is only the counter and a fade.
 */
export default function LaunchAnimation({ onDone }: { onDone: () => void }) {
  const siteName = useSiteName();
  const [calm] = useState(reducedMotion);
  const [phase, setPhase] = useState<LaunchPhase>(calm ? 'reveal' : 'intro');
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (calm) return;
    const timers = [
      setTimeout(() => setPhase('charge'), LAUNCH_TIMELINE.charge),
      setTimeout(() => setPhase('burst'), LAUNCH_TIMELINE.burst),
      setTimeout(() => setPhase('reveal'), LAUNCH_TIMELINE.reveal),
    ];
    return () => timers.forEach(clearTimeout);
  }, [calm]);

  useEffect(() => {
    if (phase !== 'reveal') return;
    const timer = setInterval(() => setProgress((p) => Math.min(100, p + COUNTER_STEP)), COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'reveal' && progress >= 100) setPhase('fade');
    if (phase !== 'fade') return;
    const timer = setTimeout(onDone, FADE_MS);
    return () => clearTimeout(timer);
  }, [phase, progress, onDone]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="launch-animation"
      data-phase={phase}
      className="fixed inset-0 z-[100] flex items-center justify-center overflow-hidden bg-slate-950 text-white transition-opacity"
      style={{ opacity: phase === 'fade' ? 0 : 1, transitionDuration: `${FADE_MS}ms` }}
    >
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_50%_50%,rgb(16_185_129/0.35),transparent_60%)]" />
      {phase === 'intro' || phase === 'charge' ? (
        <div aria-hidden="true" className={`size-28 rounded-full bg-gradient-to-br from-emerald-300 to-lime-300 ${phase === 'charge' ? 'launch-charge' : 'prelaunch-pulse'}`} />
      ) : null}
      {phase === 'burst' ? (
        <>
          <div aria-hidden="true" className="launch-burst absolute size-28 rounded-full bg-emerald-300" />
          {SPARKS.map((angle) => (
            <span
              key={angle}
              aria-hidden="true"
              className="launch-spark absolute h-1 w-10 rounded-full bg-lime-200"
              style={{ '--angle': `${angle}deg` } as React.CSSProperties}
            />
          ))}
        </>
      ) : null}
      <div className="absolute bottom-[18%] w-full px-6 text-center">
        <p className="text-2xl font-bold tracking-tight sm:text-4xl">{words(phase, siteName)}</p>
        {phase === 'reveal' || phase === 'fade' ? (
          <div className="mx-auto mt-5 max-w-xs">
            <p className="font-mono text-5xl font-bold tabular-nums text-emerald-300" data-testid="launch-progress">
              {progress}%
            </p>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-white/10">
              <div className="h-full bg-gradient-to-r from-emerald-400 to-lime-300" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
