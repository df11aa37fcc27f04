import { Tabs } from 'radix-ui';
import { Sparkles } from 'lucide-react';
import { useSiteName } from '../../lib/site-name';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Countdown } from './countdown';
import { EarlyBirdProgress } from './early-bird-progress';
import { EarlySignupForm } from './early-signup-form';
import { JoinTeamTab } from './join-team-tab';
import { TeaserDialog } from './teaser-dialog';
import './prelaunch.css';

const tab =
  'flex-1 rounded-lg px-3 py-2.5 text-sm font-semibold text-fg-muted transition data-[state=active]:bg-white data-[state=active]:text-fg data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The only page before the launch: the countdown (the server's clock), the early-bird progress,
 * the teaser, and the Registration / Join Our Team tabs.
 */
export default function PrelaunchPage({ launchAt, now }: { launchAt: number; now: number }) {
  const siteName = useSiteName();
  useDocumentTitle(`${siteName} is launching soon`);
  return (
    <div className="relative min-h-dvh overflow-x-clip bg-slate-950 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="prelaunch-float absolute -left-24 -top-24 size-80 rounded-full bg-emerald-500/30 blur-3xl" />
        <div className="prelaunch-float absolute -right-20 top-1/3 size-72 rounded-full bg-lime-400/20 blur-3xl [animation-delay:-3s]" />
        <div className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]" />
      </div>

      <main id="main" className="relative mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-14 lg:py-20">
        <div className="prelaunch-rise space-y-7">
          <p className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-xl bg-emerald-400 text-slate-950">
              {siteName.charAt(0).toUpperCase()}
            </span>
            <span data-testid="site-name" className="min-w-0 [overflow-wrap:anywhere]">
              {siteName}
            </span>
          </p>
          <div>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-emerald-300">
              <Sparkles aria-hidden="true" className="size-3.5" />
              Coming soon to your campus
            </p>
            <h1 className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              The campus marketplace is <span className="bg-gradient-to-r from-emerald-300 to-lime-200 bg-clip-text text-transparent">almost here</span>
            </h1>
            <p className="mt-3 max-w-xl text-base text-slate-300 sm:text-lg">
              Buy, sell, lend and borrow with verified students of your university. Join early and get a paid plan free.
            </p>
          </div>
          <Countdown launchAt={launchAt} now={now} />
          <EarlyBirdProgress />
          <TeaserDialog />
        </div>

        <div className="prelaunch-rise rounded-3xl bg-surface p-4 text-fg shadow-2xl shadow-emerald-950/50 [animation-delay:150ms] sm:p-6">
          <Tabs.Root defaultValue="register">
            <Tabs.List aria-label="Pre-launch" className="flex gap-1 rounded-xl bg-slate-100 p-1">
              <Tabs.Trigger value="register" className={tab}>
                Registration
              </Tabs.Trigger>
              <Tabs.Trigger value="team" className={tab}>
                Join Our Team
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="register" className="mt-5 focus-visible:outline-none">
              <h2 className="text-lg font-bold">Register early</h2>
              <p className="mb-4 mt-1 text-sm text-fg-muted">Verify your e-mail to claim your early-bird place and its free plan.</p>
              <EarlySignupForm />
            </Tabs.Content>
            <Tabs.Content value="team" className="mt-5 focus-visible:outline-none">
              <h2 className="mb-2 text-lg font-bold">Join our team</h2>
              <JoinTeamTab />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </main>
    </div>
  );
}
