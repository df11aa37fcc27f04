import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';

/** The sign-up call to action (only for visitors). */
export function HomeSignUp() {
  return (
    <section aria-labelledby="signup-heading" className="bg-gradient-to-br from-emerald-600 via-emerald-700 to-teal-800">
      <div className="container-page flex flex-col items-start gap-8 py-14 text-white sm:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-5">
          <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 sm:flex">
            <GraduationCap aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h2 id="signup-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Your campus is already trading. Join in.
            </h2>
            <p className="mt-2 max-w-xl text-emerald-50">
              Sign up free with your campus e-mail address. 5 listings a month on the house, no fees on your deals.
            </p>
          </div>
        </div>
        <Button asChild size="lg" variant="inverse" className="w-full sm:w-auto">
          <Link to="/login?mode=signup">
            Create your free account <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
