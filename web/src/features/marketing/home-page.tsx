import type { ReactNode } from 'react';
import {
  ArrowRight,
  BadgeCheck,
  BookOpen,
  Clock,
  HandCoins,
  Laptop,
  Leaf,
  MessageCircle,
  Plus,
  Sofa,
  Sparkles,
  Users,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { IconTile } from '../../ui/icon-tile';
import { SectionHeading } from '../../ui/section-heading';
import { useCurrentUser } from '../../lib/use-current-user';
import { HomeBenefits } from './home-benefits';
import { HomeCategories } from './home-categories';
import { HomeRecruitment } from './home-recruitment';
import { HomeRental } from './home-rental';
import { HomeSignUp } from './home-sign-up';
import { HomeTestimonials } from './home-testimonials';

interface Sample {
  icon: typeof BookOpen;
  title: string;
  meta: string;
  price: string;
  tint: string;
  hot?: boolean;
}

function SampleCard({ sample, className }: { sample: Sample; className?: string }) {
  const { icon: Icon, title, meta, price, tint, hot } = sample;
  return (
    <div className={`card p-3 ${className ?? ''}`}>
      <div className={`relative flex aspect-[16/10] items-center justify-center rounded-lg bg-gradient-to-br ${tint}`}>
        <Icon className="size-12 opacity-80" strokeWidth={1.5} />
        {hot ? (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-[0.7rem] font-bold text-slate-950">
            <Sparkles className="size-3" /> Hot deal
          </span>
        ) : null}
      </div>
      <p className="mt-3 line-clamp-1 text-sm font-semibold text-fg">{title}</p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <span className="truncate text-xs text-fg-subtle">{meta}</span>
        <span className="tabular text-sm font-bold text-fg">{price}</span>
      </div>
    </div>
  );
}

/** A decorative arrangement of sample listing cards for the hero (no images, no network). */
function HeroIllustration() {
  const book: Sample = {
    icon: BookOpen,
    title: 'Engineering Mathematics',
    meta: 'Like new · Textbooks',
    price: '₹350',
    tint: 'from-sky-100 to-sky-50 text-sky-700',
  };
  const calculator: Sample = {
    icon: Laptop,
    title: 'Laptop stand, aluminium',
    meta: 'Good · Electronics',
    price: '₹600',
    tint: 'from-violet-100 to-violet-50 text-violet-700',
    hot: true,
  };
  const table: Sample = {
    icon: Sofa,
    title: 'Study table with shelf',
    meta: 'Rent · Furniture',
    price: '₹200/mo',
    tint: 'from-amber-100 to-amber-50 text-amber-700',
  };
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg select-none">
      <div className="absolute inset-8 rounded-[2.5rem] bg-gradient-to-br from-emerald-200/60 via-emerald-100/40 to-amber-100/60 blur-2xl" />
      <div className="relative grid grid-cols-2 gap-4">
        <div className="space-y-4 pt-14">
          <SampleCard sample={book} className="-rotate-2" />
          <div className="card flex items-center gap-2 px-3 py-2.5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <MessageCircle className="size-4" />
            </span>
            <div className="min-w-0 text-xs">
              <p className="truncate font-semibold text-fg">“Is it still available?”</p>
              <p className="text-fg-subtle">Hostel 4 · just now</p>
            </div>
          </div>
        </div>
        <div className="space-y-4">
          <SampleCard sample={calculator} className="rotate-1" />
          <SampleCard sample={table} className="-rotate-1" />
        </div>
      </div>
    </div>
  );
}

function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-primary-soft via-white to-canvas">
      <div aria-hidden="true" className="absolute -left-32 -top-32 size-96 rounded-full bg-emerald-200/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -right-24 top-40 size-72 rounded-full bg-amber-100/60 blur-3xl" />
      <div className="container-page relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary-ink shadow-xs ring-1 ring-emerald-200">
            <Leaf aria-hidden="true" className="size-4" />
            The sustainable campus marketplace
          </p>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl lg:text-[3.4rem] lg:leading-[1.05]">
            Buy, sell, lend and borrow{' '}
            <span className="bg-gradient-to-r from-emerald-600 to-teal-500 bg-clip-text text-transparent">
              right on campus.
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base text-fg-muted sm:text-lg">
            Textbooks, lab gear, gadgets and hostel furniture deserve a second semester. Thriftz connects you with
            students from your own university, so deals are quick, cheap and kind to the planet.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <>
                <Button asChild size="lg">
                  <Link to="/create-listing">
                    <Plus aria-hidden="true" className="size-5" /> Sell something
                  </Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link to="/products">
                    Browse the marketplace <ArrowRight aria-hidden="true" className="size-5" />
                  </Link>
                </Button>
              </>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to="/login?mode=signup">
                    Join with your campus e-mail <ArrowRight aria-hidden="true" className="size-5" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link to="/about">Read our story</Link>
                </Button>
              </>
            )}
          </div>
          <ul className="mt-10 grid max-w-xl grid-cols-3 gap-4 border-t border-line pt-6">
            {[
              { icon: Users, value: '1,000+', label: 'active students' },
              { icon: BadgeCheck, value: '100%', label: 'verified campus students' },
              { icon: HandCoins, value: '₹0', label: 'fees on your deals' },
            ].map(({ icon: Icon, value, label }) => (
              <li key={label}>
                <p className="flex items-center gap-1.5 text-xl font-extrabold text-fg sm:text-2xl">
                  <Icon aria-hidden="true" className="hidden size-5 text-primary sm:block" />
                  {value}
                </p>
                <p className="mt-0.5 text-xs text-fg-muted sm:text-sm">{label}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-fg-subtle">
            <BadgeCheck aria-hidden="true" className="size-4 text-primary" />
            Only verified campus students can buy, sell and chat.
          </p>
        </div>
        <div className="hidden sm:block">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  const steps = [
    { icon: BadgeCheck, title: 'Verify once', text: 'Sign up with your campus e-mail and confirm it from your inbox.' },
    { icon: Sparkles, title: 'List in a minute', text: 'Add photos, a price or a rental rate. 5 free listings every month.' },
    { icon: Clock, title: 'Meet between classes', text: 'Chat in the app and hand over on campus: no shipping, no waiting.' },
  ];
  return (
    <section aria-labelledby="how-heading" className="container-page py-16 sm:py-20">
      <SectionHeading
        id="how-heading"
        eyebrow="How it works"
        title="From hostel room to happy buyer in three steps"
        className="max-w-2xl"
      />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map(({ icon, title, text }, index) => (
          <li key={title} className="card relative p-6">
            <span className="absolute right-5 top-4 text-4xl font-black text-slate-100" aria-hidden="true">
              {index + 1}
            </span>
            <IconTile icon={icon} size="lg" className="bg-primary text-white shadow-sm" />
            <h3 className="mt-4 font-semibold text-fg">{title}</h3>
            <p className="mt-1.5 text-sm text-fg-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * / : the marketing home page. The promo banner, hot deals and the ad belong to other features, so
 * the app layer passes them in (app/home-route.tsx).
 */
export default function HomePage({ promos, hotDeals, ad }: { promos?: ReactNode; hotDeals?: ReactNode; ad?: ReactNode }) {
  useDocumentTitle();
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  return (
    <>
      {/* The promo strip's height is held from the first frame (two lines on phones, one from sm),
          so the hero never moves when the promos arrive. */}
      {promos ? <div className="h-[4.5rem] overflow-hidden bg-accent sm:h-11 [&>section]:h-full [&>section>div]:h-full">{promos}</div> : null}
      <Hero signedIn={signedIn} />
      {hotDeals}
      {ad}
      <HomeCategories />
      <HomeBenefits />
      <HowItWorks />
      <HomeRental signedIn={signedIn} />
      {signedIn ? null : <HomeSignUp />}
      <HomeTestimonials />
      <HomeRecruitment />
    </>
  );
}
