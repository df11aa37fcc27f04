const UNITS = [
  ['Days', 86_400_000],
  ['Hours', 3_600_000],
  ['Minutes', 60_000],
  ['Seconds', 1000],
] as const;

/** Days, hours, minutes and seconds left (all zeros once the time has passed). */
export function countdownParts(remainingMs: number): { label: string; value: number }[] {
  let left = Math.max(0, Math.floor(remainingMs / 1000) * 1000);
  return UNITS.map(([label, ms]) => {
    const value = Math.floor(left / ms);
    left -= value * ms;
    return { label, value };
  });
}

const india = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The countdown to the launch, ticking with the page's clock (the server's, skew corrected). */
export function Countdown({ launchAt, now }: { launchAt: number; now: number }) {
  const parts = countdownParts(launchAt - now);
  return (
    <section aria-labelledby="countdown-title" className="text-center">
      <h2 id="countdown-title" className="text-sm font-semibold uppercase tracking-[0.2em] text-emerald-300">
        Launching {india.format(launchAt)} IST
      </h2>
      {/* Read out once, not every second. */}
      <p className="sr-only">
        {parts.map((p) => `${p.value} ${p.label.toLowerCase()}`).join(', ')} to go
      </p>
      <ol aria-hidden="true" className="mt-4 grid grid-cols-4 gap-2 sm:gap-4">
        {parts.map((p) => (
          <li key={p.label} className="rounded-2xl border border-white/10 bg-white/5 px-1 py-3 backdrop-blur sm:py-5" data-testid={`countdown-${p.label.toLowerCase()}`}>
            <span className="block font-mono text-3xl font-bold tabular-nums text-white sm:text-5xl">{String(p.value).padStart(2, '0')}</span>
            <span className="mt-1 block text-[0.65rem] font-medium uppercase tracking-wider text-slate-300 sm:text-xs">{p.label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
