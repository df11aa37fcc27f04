import type { ReactNode } from 'react';
import { formatRupees } from '../../lib/format';
import { Card } from '../../ui/card';

/** The colour tokens of UI.md, by their CSS variable (global.css). */
export const COLOR_TOKENS: Array<{ group: string; tokens: Array<{ name: string; variable: string }> }> = [
  {
    group: 'Brand',
    tokens: [
      { name: 'Primary', variable: '--brand-primary' },
      { name: 'Primary hover', variable: '--brand-primary-hover' },
      { name: 'Primary solid', variable: '--brand-primary-solid' },
      { name: 'Primary soft', variable: '--brand-primary-soft' },
      { name: 'Primary ink', variable: '--brand-primary-ink' },
      { name: 'Accent', variable: '--brand-accent' },
      { name: 'Accent soft', variable: '--brand-accent-soft' },
      { name: 'Accent ink', variable: '--brand-accent-ink' },
      { name: 'Danger', variable: '--brand-danger' },
      { name: 'Danger soft', variable: '--brand-danger-soft' },
      { name: 'Danger ink', variable: '--brand-danger-ink' },
    ],
  },
  {
    group: 'Neutrals',
    tokens: [
      { name: 'Surface', variable: '--surface' },
      { name: 'Canvas', variable: '--canvas' },
      { name: 'Ink', variable: '--ink' },
      { name: 'Ink muted', variable: '--ink-muted' },
      { name: 'Ink subtle', variable: '--ink-subtle' },
      { name: 'Line', variable: '--line' },
      { name: 'Line strong', variable: '--line-strong' },
    ],
  },
];

/** The type scale (1.25), its Tailwind class and the token's size. */
const TYPE_SCALE = [
  { label: 'text-4xl', className: 'text-4xl', rem: '3.052rem' },
  { label: 'text-3xl', className: 'text-3xl', rem: '2.441rem' },
  { label: 'text-2xl', className: 'text-2xl', rem: '1.953rem' },
  { label: 'text-xl', className: 'text-xl', rem: '1.5625rem' },
  { label: 'text-lg', className: 'text-lg', rem: '1.25rem' },
  { label: 'text-base', className: 'text-base', rem: '1rem' },
  { label: 'text-sm', className: 'text-sm', rem: '0.875rem' },
  { label: 'text-xs', className: 'text-xs', rem: '0.8rem' },
] as const;

const SPACING = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** A section of the style guide: its heading and what it shows. */
export function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`ds-${id}`} id={id} className="scroll-mt-24">
      <h2 id={`ds-${id}`} className="text-xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-1 max-w-2xl text-sm text-fg-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A token's current value, read from the stylesheet (so the page shows what the app really uses). */
function tokenValue(variable: string): string {
  if (typeof window === 'undefined') return '';
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
}

function Swatch({ name, variable }: { name: string; variable: string }) {
  const value = tokenValue(variable);
  return (
    <li className="min-w-0 overflow-hidden rounded-lg border border-line bg-surface">
      <div className="h-14 border-b border-line" style={{ background: `var(${variable})` }} />
      <div className="p-2.5">
        <p className="truncate text-sm font-semibold text-fg">{name}</p>
        <p className="truncate font-mono text-xs text-fg-muted">{variable}</p>
        <p className="tabular font-mono text-xs uppercase text-fg-subtle">{value}</p>
      </div>
    </li>
  );
}

/** A sample listing card, drawn from the tokens alone (no data): the pattern UI.md describes. */
/** The tokens: colours, the type scale, space, radius and shadow (UI.md, Tokens). */
export function TokenSections() {
  return (
    <>
          <Section id="colours" title="Colours" lead="Emerald for the brand, amber for boosts and urgency, rose for danger, slate neutrals.">
            <div className="space-y-6">
              {COLOR_TOKENS.map(({ group, tokens }) => (
                <div key={group}>
                  <h3 className="text-sm font-semibold uppercase tracking-wider text-fg-subtle">{group}</h3>
                  <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                    {tokens.map((token) => (
                      <Swatch key={token.variable} {...token} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Section>

          <Section id="type" title="Type" lead="The system font stack on a 1.25 scale; prices bold and tabular.">
            <Card className="divide-y divide-line">
              {TYPE_SCALE.map(({ label, className, rem }) => (
                <div key={label} className="flex min-w-0 flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-6">
                  <span className="w-32 shrink-0 font-mono text-xs text-fg-subtle">
                    {label} · {rem}
                  </span>
                  <span className={`${className} min-w-0 truncate font-semibold text-fg`}>Campus marketplace</span>
                </div>
              ))}
              <div className="flex flex-wrap items-baseline gap-6 p-4">
                <span className="font-mono text-xs text-fg-subtle">price</span>
                <span className="tabular text-2xl font-bold text-fg">{formatRupees(125000)}</span>
                <span className="tabular text-lg font-bold text-fg">
                  {formatRupees(350)}
                  <span className="text-sm font-medium text-fg-muted">/day</span>
                </span>
              </div>
            </Card>
          </Section>

          <Section id="space" title="Space, radius and shadow" lead="A 4 px grid; cards rounded-xl with a 1 px border and one soft shadow.">
            <div className="grid gap-6 lg:grid-cols-2">
              <Card className="space-y-2 p-4">
                {SPACING.map((step) => (
                  <div key={step} className="flex items-center gap-3">
                    <span className="tabular w-16 shrink-0 font-mono text-xs text-fg-subtle">{step * 4} px</span>
                    <span className="h-3 rounded-sm bg-primary" style={{ width: `${step * 4}px` }} />
                  </div>
                ))}
              </Card>
              <div className="grid grid-cols-2 gap-4">
                <div className="card flex h-24 items-center justify-center text-sm text-fg-muted">card</div>
                <div className="flex h-24 items-center justify-center rounded-lg border border-line-strong text-sm text-fg-muted">
                  rounded-lg
                </div>
                <div className="flex h-24 items-center justify-center rounded-full border border-line-strong text-sm text-fg-muted">
                  rounded-full
                </div>
                <div className="flex h-24 items-center justify-center rounded-xl bg-surface text-sm text-fg-muted shadow-card">
                  shadow-card
                </div>
              </div>
            </div>
          </Section>

    </>
  );
}
