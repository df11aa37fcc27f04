import { ArrowRight, CalendarClock, Camera, Repeat, Tent } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { IconTile } from '../../ui/icon-tile';

/** The rental call to action: lend what sits idle, borrow what you need for a week. */
export function HomeRental({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="rental-heading" className="container-page pb-16 sm:pb-20">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-amber-50 via-white to-emerald-50 p-6 ring-1 ring-line sm:p-10 lg:p-12">
        <div aria-hidden="true" className="absolute -right-16 -top-16 size-64 rounded-full bg-amber-200/30 blur-2xl" />
        <div className="relative grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-ink ring-1 ring-amber-200">
              <Repeat aria-hidden="true" className="size-4" />
              Borrow &amp; Lend
            </p>
            <h2 id="rental-heading" className="mt-4 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
              Need it for a week? Borrow it.
            </h2>
            <p className="mt-3 max-w-lg text-fg-muted">
              A camera for the fest, a drafter for one semester, a tent for the trek. Rent from students nearby by the
              hour, day, week or month, and earn from the things that sit in your cupboard.
            </p>
            <div className="mt-7">
              {signedIn ? (
                <Button asChild variant="secondary">
                  <Link to="/faq#buying-selling">
                    How lending works <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </Button>
              ) : (
                <Button asChild variant="accent">
                  <Link to="/login?mode=signup">
                    Sign up to start lending <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </Button>
              )}
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3" aria-label="Examples of rentals">
            {[
              { icon: Camera, title: 'DSLR camera', rate: '₹300/day' },
              { icon: CalendarClock, title: 'Drafter set', rate: '₹150/mo' },
              { icon: Tent, title: 'Trekking tent', rate: '₹400/wk' },
            ].map(({ icon, title, rate }) => (
              <li key={title} className="card flex items-center gap-3 p-4 xl:flex-col xl:items-start">
                <IconTile icon={icon} tone="accent" />
                <div>
                  <p className="text-sm font-semibold text-fg">{title}</p>
                  <p className="tabular text-sm font-bold text-primary-ink">{rate}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
