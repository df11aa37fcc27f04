import {
  ArrowRight,
  BadgeCheck,
  BookX,
  Code,
  Flag,
  Lightbulb,
  MessageCircle,
  Recycle,
  Repeat,
  Rocket,
  Search,
  Store,
  Trash2,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { IconItem } from '../../ui/icon-item';
import { PageHeader } from '../../ui/page-header';
import { SectionHeading } from '../../ui/section-heading';
import { useCurrentUser } from '../../lib/use-current-user';

const PROBLEMS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Trash2,
    title: 'Move-out waste',
    text: 'Every summer, hostel corridors fill with chairs, coolers and books that end up with the scrap dealer.',
  },
  {
    icon: Wallet,
    title: 'New costs every semester',
    text: 'First-years pay shop prices for things seniors two blocks away are desperate to get rid of.',
  },
  {
    icon: BookX,
    title: 'Scattered, unsafe groups',
    text: 'Deals lived in dozens of chat groups full of strangers, spam and items sold three times over.',
  },
];

const FOUNDERS = [
  {
    role: 'Co-founder · Product & Technology',
    initials: 'PT',
    text: 'Wrote the first version of Thriftz between mid-sems and still reviews every release. Believes a good marketplace is one you never have to explain.',
  },
  {
    role: 'Co-founder · Business & Operations',
    initials: 'BO',
    text: 'Ran the first campus pilot from a hostel common room, signing up students one by one. Looks after the community, partnerships and the team.',
  },
];

const TIMELINE: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lightbulb,
    title: 'The idea',
    text: 'A hostel move-out, a pile of perfectly good textbooks, and nobody to give them to. The first sketch of Thriftz was drawn that night.',
  },
  {
    icon: Code,
    title: 'The first build',
    text: 'A small student team built the marketplace with one rule from day one: only verified campus students get in.',
  },
  {
    icon: Flag,
    title: 'Campus pilot',
    text: 'Early birds from across the campus tested buying, selling and lending, and told us exactly what to fix.',
  },
  {
    icon: Rocket,
    title: 'Launch',
    text: 'Thriftz opened to the whole campus on 19 August 2025, with chat, borrowing, roommate finder and mini stores.',
  },
  {
    icon: Users,
    title: 'Today',
    text: '1,000+ active students trade on Thriftz, and a team of student interns helps build what comes next.',
  },
];

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: BadgeCheck, title: 'Verified students', text: 'Campus e-mail verification for every account.' },
  { icon: Repeat, title: 'Borrow & Lend', text: 'Rent by the hour, day, week or month.' },
  { icon: Search, title: 'Requests', text: "Post what you need and let sellers find you." },
  { icon: MessageCircle, title: 'In-app chat', text: 'Agree on price and meeting point without sharing numbers.' },
  { icon: Users, title: 'Roommate finder', text: 'Find a flatmate or a PG partner near campus.' },
  { icon: Store, title: 'Mini stores', text: 'Student entrepreneurs run their own storefronts.' },
];

/** /about: Our Story. */
export default function AboutPage() {
  useDocumentTitle('Our Story');
  const { user } = useCurrentUser();

  return (
    <>
      <PageHeader
        eyebrow="Our Story"
        title="Made on campus, for campus"
        lead="Thriftz started with a simple question: why does so much of student life get bought new and thrown away a year later?"
      />

      <section aria-labelledby="problem-heading" className="container-page py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <SectionHeading id="problem-heading" eyebrow="The problem" title="Campuses are full of things nobody uses">
            <p className="mt-4 text-fg-muted">
              Students arrive with nothing and leave with too much. In between, the same books, lab coats, cycles and
              mattresses are bought again and again, while the ones already on campus gather dust. We wanted a place
              where those things could simply move to the next student.
            </p>
          </SectionHeading>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {PROBLEMS.map(({ icon, title, text }) => (
              <IconItem key={title} icon={icon} tone="danger" title={title}>
                {text}
              </IconItem>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="founders-heading" className="border-y border-line bg-surface">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            id="founders-heading"
            eyebrow="The founders"
            title="Two students who got tired of the scrap dealer"
            className="max-w-2xl"
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {FOUNDERS.map((founder) => (
              <li key={founder.role} className="card flex gap-5 p-6">
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-emerald-500 to-teal-700 text-lg font-bold text-white"
                >
                  {founder.initials}
                </span>
                <div>
                  <h3 className="font-semibold text-fg">{founder.role}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{founder.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="container-page py-14 sm:py-20">
        <SectionHeading
          id="journey-heading"
          eyebrow="The journey"
          title="From a hostel corridor to the whole campus"
          className="max-w-2xl"
        />
        <ol className="relative ml-5 mt-10 space-y-8 border-l-2 border-emerald-100 pl-8 sm:ml-6">
          {TIMELINE.map(({ icon: Icon, title, text }) => (
            <li key={title} className="relative">
              <span className="absolute -left-[3.3rem] flex size-10 items-center justify-center rounded-full bg-primary text-white shadow-sm ring-4 ring-canvas">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="pt-2 font-semibold text-fg">{title}</h3>
              <p className="mt-1 max-w-2xl text-fg-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features-heading" className="border-t border-line bg-surface">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            id="features-heading"
            eyebrow="What Thriftz does"
            title="One place for everything students trade"
            className="max-w-2xl"
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon, title, text }) => (
              <IconItem key={title} icon={icon} frame="bordered" title={title}>
                {text}
              </IconItem>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="join-heading" className="container-page py-14 sm:py-20">
        <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-600 via-emerald-700 to-teal-800 px-6 py-12 text-center text-white sm:px-12">
          <Recycle aria-hidden="true" className="absolute -right-6 -top-6 size-40 text-white/10" />
          <h2 id="join-heading" className="relative text-2xl font-bold tracking-tight sm:text-3xl">
            {user ? 'Thanks for being part of the story' : 'Join the story'}
          </h2>
          <p className="relative mx-auto mt-3 max-w-xl text-emerald-50">
            {user
              ? 'Keep your profile up to date so buyers and sellers know who they are dealing with.'
              : 'Sign up with your campus e-mail address and give your things a second life.'}
          </p>
          <div className="relative mt-8 flex justify-center">
            <Button asChild size="lg" variant="inverse">
              <Link to={user ? '/profile' : '/login?mode=signup'}>
                {user ? 'Go to my profile' : 'Create your free account'}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
