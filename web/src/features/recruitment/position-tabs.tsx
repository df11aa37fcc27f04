import { ArrowRight, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { positionsOf, TABS, vacanciesOf, type ApplyState, type Position } from './positions';

const tabTrigger =
  'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-fg-muted transition-colors hover:bg-slate-100 hover:text-fg sm:h-10 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'data-[state=active]:bg-primary-soft data-[state=active]:text-primary-ink data-[state=active]:ring-1 data-[state=active]:ring-emerald-200';

const places = (n: number) => `${n} ${n === 1 ? 'vacancy' : 'vacancies'}`;

function PositionCard({ position, onApply }: { position: Position; onApply: () => void }) {
  const headingId = `position-${position.code}`;
  return (
    <Card className="flex w-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-fg">
          {position.title}
        </h3>
        <span className="tabular inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
          <Users aria-hidden="true" className="size-3.5" />
          {places(position.vacancies)}
        </span>
      </div>
      <p className="mt-2 flex-1 text-sm text-fg-muted">{position.summary}</p>
      <Button className="mt-4 w-full sm:w-auto sm:self-start" onClick={onApply} aria-label={`Apply Now for ${position.title}`}>
        Apply Now
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
    </Card>
  );
}

/** The open roles in three tabs (Internships, Team Leads, Specialists), each with its vacancies and Apply Now. */
export function PositionTabs({ applyPath }: { applyPath: string }) {
  const navigate = useNavigate();
  const apply = (position: Position) => navigate(applyPath, { state: { position: position.code } satisfies ApplyState });
  return (
    <Tabs.Root defaultValue="intern">
      <Tabs.List aria-label="Open positions" className="flex flex-wrap gap-2">
        {TABS.map(({ kind, label }) => (
          <Tabs.Trigger key={kind} value={kind} className={tabTrigger}>
            {label}
            <span className="tabular rounded-full bg-white/70 px-2 text-xs">{positionsOf(kind).length}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ kind, description }) => (
        <Tabs.Content key={kind} value={kind} className="mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
          <p className="text-sm text-fg-muted">
            {description}{' '}
            <span className="font-semibold text-fg">
              {positionsOf(kind).length} roles · {places(vacanciesOf(kind))} in all
            </span>
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {positionsOf(kind).map((position) => (
              <li key={position.code} className="flex">
                <PositionCard position={position} onApply={() => apply(position)} />
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
