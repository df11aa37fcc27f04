import { ArrowRight, Briefcase, CalendarDays, Clock, Crown, GraduationCap, Sparkles, Star, Users, type LucideIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SectionHeading } from '../../ui/section-heading';
import { PositionTabs } from './position-tabs';
import { POSITIONS, recruitmentBase, TABS, vacanciesOf, type ApplyState } from './positions';

const STATS: { value: string; label: string; icon: LucideIcon }[] = [
  { value: '20+', label: 'Internship positions', icon: GraduationCap },
  { value: '10+', label: 'Team lead & specialist roles', icon: Crown },
  { value: '2 months', label: 'Duration', icon: Clock },
  { value: 'Sept 7th', label: 'Start date', icon: CalendarDays },
];

const ORGANISATION: { count: number; label: string; tone: string }[] = [
  { count: 2, label: 'Co-founders', tone: 'bg-slate-900 text-white' },
  { count: 5, label: 'Team leads', tone: 'bg-primary-solid text-white' },
  { count: 6, label: 'Specialists', tone: 'bg-amber-400 text-slate-950' },
  { count: 23, label: 'Interns', tone: 'bg-primary-soft text-primary-ink ring-1 ring-emerald-200' },
];

const GROWTH: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Intern', text: 'Learn by shipping real work with a team for two months.', icon: GraduationCap },
  { title: 'Specialist', text: 'Own a craft and guide the next interns in it.', icon: Star },
  { title: 'Team lead', text: 'Lead a team and an area of Thriftz.', icon: Crown },
  { title: 'Full-time', text: 'Grow with Thriftz as it goes beyond one campus.', icon: Sparkles },
];

function Hero({ onApply }: { onApply: (kind: 'intern' | 'team_lead') => void }) {
  return (
    <header className="relative overflow-hidden bg-slate-900 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-80 rounded-full bg-emerald-500/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-28 left-1/4 size-80 rounded-full bg-amber-500/10 blur-3xl" />
      <div className="container-page relative py-12 sm:py-16">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-emerald-300">
          <Briefcase aria-hidden="true" className="size-4" />
          We&apos;re hiring students
        </p>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">Join the team building Thriftz</h1>
        <p className="mt-4 max-w-2xl text-base text-slate-300 sm:text-lg">
          Interns, team leads and specialists: help build the marketplace your campus uses every day. Real work, real
          users, and a team that started in the same hostels as you.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => onApply('intern')}>
            Apply for Internship
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
          <Button size="lg" variant="inverse" onClick={() => onApply('team_lead')}>
            Apply for Team Lead / Associate
          </Button>
        </div>
        <ul aria-label="Recruitment at a glance" className="mt-10 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {STATS.map(({ value, label, icon: Icon }) => (
            <li key={label} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <Icon aria-hidden="true" className="size-5 text-emerald-300" />
              <p className="tabular mt-2 text-xl font-bold sm:text-2xl">{value}</p>
              <p className="text-sm text-slate-300">{label}</p>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}

function PositionTotals() {
  const total = POSITIONS.reduce((sum, p) => sum + p.vacancies, 0);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Position totals">
      {TABS.map(({ kind, places }) => (
        <li key={kind}>
          <Card className="h-full p-4">
            <p className="tabular text-2xl font-bold text-fg">{vacanciesOf(kind)}</p>
            <p className="text-sm text-fg-muted">{places}</p>
          </Card>
        </li>
      ))}
      <li>
        <Card className="h-full bg-primary-soft p-4">
          <p className="tabular text-2xl font-bold text-primary-ink">{total}</p>
          <p className="text-sm text-primary-ink">Open places in all</p>
        </Card>
      </li>
    </ul>
  );
}

function Organisation() {
  return (
    <section aria-labelledby="organisation-heading" className="container-page py-12 sm:py-16">
      <SectionHeading id="organisation-heading" eyebrow="How we are organised" title="One team, four layers">
        <p className="mt-3 max-w-2xl text-fg-muted">Every intern works with a specialist and a team lead, who report to the co-founders.</p>
      </SectionHeading>
      <ol className="mt-8 flex flex-col items-center gap-3">
        {ORGANISATION.map(({ count, label, tone }, index) => (
          <li
            key={label}
            className={`flex items-center justify-center gap-3 rounded-xl px-6 py-4 font-semibold shadow-sm ${tone}`}
            style={{ width: `${40 + index * 20}%`, minWidth: '14rem' }}
          >
            <Users aria-hidden="true" className="size-5" />
            <span className="tabular text-xl">{count}</span>
            <span>{label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function GrowthPath() {
  return (
    <section aria-labelledby="growth-heading" className="border-t border-line bg-surface">
      <div className="container-page py-12 sm:py-16">
        <SectionHeading id="growth-heading" eyebrow="Growth path" title="Where an internship can lead" />
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {GROWTH.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="relative rounded-xl border border-line bg-canvas p-5">
              <span className="tabular text-xs font-semibold uppercase tracking-wide text-fg-subtle">Step {index + 1}</span>
              <Icon aria-hidden="true" className="mt-2 size-6 text-primary-ink" />
              <h3 className="mt-2 font-semibold text-fg">{title}</h3>
              <p className="mt-1 text-sm text-fg-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** /recruitment (and /staging/recruitment): the open roles and how to apply. */
export default function RecruitmentPage() {
  useDocumentTitle('Careers');
  const navigate = useNavigate();
  const applyPath = `${recruitmentBase(useLocation().pathname)}/apply`;
  return (
    <>
      <Hero onApply={(kind) => navigate(applyPath, { state: { kind } satisfies ApplyState })} />
      <section aria-labelledby="positions-heading" className="container-page py-12 sm:py-16">
        <SectionHeading id="positions-heading" eyebrow="Open positions" title="Find your role">
          <p className="mt-3 max-w-2xl text-fg-muted">Choose a role and apply in about ten minutes. No account needed.</p>
        </SectionHeading>
        <div className="mt-6">
          <PositionTotals />
        </div>
        <div className="mt-8">
          <PositionTabs applyPath={applyPath} />
        </div>
      </section>
      <Organisation />
      <GrowthPath />
    </>
  );
}
