import { BadgeCheck, HandCoins, Leaf, MapPin, MessageCircle, PiggyBank } from 'lucide-react';
import { IconTile } from '../../ui/icon-tile';
import { SectionHeading } from '../../ui/section-heading';

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
        <SectionHeading
          id="benefits-heading"
          eyebrow="Why Thriftz"
          title="A marketplace built for campus life"
          className="mx-auto max-w-2xl text-center"
        />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <IconTile icon={icon} tone="primary" size="lg" className="shrink-0 ring-1 ring-inset ring-emerald-100" />
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
