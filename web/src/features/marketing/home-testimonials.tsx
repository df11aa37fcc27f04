import { Quote, Star } from 'lucide-react';
import { Avatar } from '../../ui/avatar';
import { SectionHeading } from '../../ui/section-heading';

const TESTIMONIALS = [
  {
    name: 'Ananya Iyer',
    detail: '3rd year, Electronics',
    quote:
      'Sold all my second-year books in a weekend and bought a barely used oscilloscope probe set from a senior. Everything happened within a ten-minute walk.',
  },
  {
    name: 'Rohan Mehta',
    detail: '1st year, Mechanical',
    quote:
      'I furnished my hostel room for under ₹2,000. Knowing everyone is a verified student made it feel much safer than random classifieds.',
  },
  {
    name: 'Sara Khan',
    detail: 'MBA, 2nd year',
    quote:
      'I lend my DSLR out during fest season. It pays for itself, and the chat keeps all the booking details in one place.',
  },
];

export function HomeTestimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="container-page py-16 sm:py-20">
      <SectionHeading
        id="testimonials-heading"
        eyebrow="Students say"
        title="Loved by the people down the corridor"
        className="mx-auto max-w-2xl text-center"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ name, detail, quote }) => (
          <li key={name}>
            <figure className="card flex h-full flex-col p-6">
              <div className="flex items-center justify-between">
                <div className="flex gap-0.5 text-accent" role="img" aria-label="Rated 5 out of 5">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <Quote aria-hidden="true" className="size-6 text-emerald-100" />
              </div>
              <blockquote className="mt-4 flex-1 text-[0.9375rem] leading-relaxed text-fg-muted">“{quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-4">
                <Avatar name={name} size="md" />
                <div>
                  <p className="text-sm font-semibold text-fg">{name}</p>
                  <p className="text-xs text-fg-subtle">{detail}</p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
