import { ArrowRight, Briefcase, CalendarRange, Megaphone, Palette, Code, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';

const TEAMS = [
  { icon: Code, label: 'Web development' },
  { icon: Palette, label: 'Graphic design' },
  { icon: Megaphone, label: 'Marketing & outreach' },
  { icon: Users, label: 'Community & HR' },
];

/** The recruitment call to action: a two-month internship with the team. */
export function HomeRecruitment() {
  return (
    <section aria-labelledby="recruitment-heading" className="container-page pb-16 sm:pb-24">
      <div className="relative overflow-hidden rounded-2xl bg-slate-900 p-6 text-white sm:p-10 lg:p-12">
        <div aria-hidden="true" className="absolute -right-20 -top-24 size-72 rounded-full bg-emerald-500/20 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-24 left-1/3 size-72 rounded-full bg-amber-500/10 blur-3xl" />
        <div className="relative grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-emerald-300">
              <Briefcase aria-hidden="true" className="size-4" />
              We&apos;re hiring students
            </p>
            <h2 id="recruitment-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              Build Thriftz with us: a two-month internship
            </h2>
            <p className="mt-3 max-w-xl text-slate-300">
              Work alongside the founders on a product your own campus uses every day. Real responsibility, real users,
              and a team that grew out of the same hostels as you.
            </p>
            <p className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-slate-200">
              <CalendarRange aria-hidden="true" className="size-4 text-amber-400" />
              Internship of two months · open to all years and branches
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/recruitment">
                  See open positions
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Button>
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-3" aria-label="Teams taking interns">
            {TEAMS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-emerald-300" />
                <span className="text-sm font-medium">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
