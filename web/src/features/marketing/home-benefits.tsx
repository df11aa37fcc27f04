import { BadgeCheck, HandCoins, Leaf, MapPin, MessageCircle, PiggyBank } from 'lucide-react';

const BENEFITS = [
  {
    icon: BadgeCheck,
    title: 'Verified students only',
    text: 'Every account is confirmed with a campus e-mail, so you always know who is on the other side.',
  },
  {
    icon: PiggyBank,
    title: 'Save on every semester',
    text: 'Pick up books and gear for a fraction of the shop price, and earn back on what you no longer use.',
  },
  {
    icon: Leaf,
    title: 'Good for the planet',
    text: 'Every item reused is one less thing bought new or thrown away when the hostel empties out.',
  },
  {
    icon: MapPin,
    title: 'Hand over on campus',
    text: 'No shipping and no couriers: meet at the library or the canteen between lectures.',
  },
  {
    icon: MessageCircle,
    title: 'Chat before you commit',
    text: 'Ask questions, agree on a price and fix a time without sharing your number.',
  },
  {
    icon: HandCoins,
    title: 'No fees',
    text: 'Thriftz charges no commission on your deals. What you agree is what you get.',
  },
];

export function HomeBenefits() {
  return (
    <section aria-labelledby="benefits-heading" className="border-y border-line bg-surface">
      <div className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-ink">Why Thriftz</p>
          <h2 id="benefits-heading" className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            A marketplace built for campus life
          </h2>
        </div>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary ring-1 ring-inset ring-emerald-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-fg">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-fg-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
