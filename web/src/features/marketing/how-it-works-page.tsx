import { Banknote, ClipboardList, KeyRound, Mail, PackageCheck, ShoppingCart, Store, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { IconItem } from '../../ui/icon-item';
import { PageHeader } from '../../ui/page-header';
import { SectionHeading } from '../../ui/section-heading';
import { SUPPORT_EMAIL } from '../../lib/support';

const BUYING: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Store, title: 'Pick a store', text: 'Each mini store is run by students on campus: clothes, snacks, stationery, gadgets and more.' },
  { icon: ShoppingCart, title: 'Fill your cart', text: 'Add products (and their size, where they come in sizes) from one store at a time.' },
  {
    icon: Banknote,
    title: 'Pay your way',
    text: 'Cash on delivery, or pay online when you order, as the store allows. Prices are checked again when you order.',
  },
  { icon: Truck, title: 'Get it delivered', text: 'The store confirms your order, ships it and marks it delivered; each step is e-mailed to you.' },
];

const SELLING: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Mail,
    title: 'Ask us for a store',
    text: 'Mini stores are a paid service. Write to us with what you want to sell and we send you the pricing.',
  },
  {
    icon: KeyRound,
    title: 'Open your portal',
    text: 'Your store comes with a 16-digit entry code that opens its owner portal. Keep it secret; you can replace it any time.',
  },
  { icon: ClipboardList, title: 'List your products', text: 'Add products with pictures, sizes and stock, and choose cash on delivery, online payment or both.' },
  { icon: PackageCheck, title: 'Run your orders', text: 'Confirm, ship and deliver orders from the portal, and follow your revenue on its dashboard.' },
];

/** /how-it-works: how mini stores work, for buyers and for students who want a store (document 2, sections 2.5 and 2.8). */
export default function HowItWorksPage() {
  useDocumentTitle('How Mini Stores Work');
  const pricingMail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Mini store pricing')}`;

  return (
    <>
      <PageHeader
        eyebrow="Mini stores"
        title="How Mini Stores Work"
        lead="Student-run shops inside Thriftz: order from a classmate's store and get it on campus, or open a store of your own."
      />

      <section aria-labelledby="buying-heading" className="container-page py-14 sm:py-20">
        <SectionHeading id="buying-heading" eyebrow="For buyers" title="Shopping at a mini store" className="max-w-2xl" />
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BUYING.map(({ icon, title, text }) => (
            <IconItem key={title} icon={icon} title={title}>
              {text}
            </IconItem>
          ))}
        </ol>
      </section>

      <section aria-labelledby="selling-heading" className="border-y border-line bg-surface">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading id="selling-heading" eyebrow="For sellers" title="Running your own store" className="max-w-2xl">
            <p className="mt-4 text-fg-muted">
              Stores are paid: pricing depends on what you sell and for how long, so we send it by e-mail. There is no
              sign-up form for stores; tell us about yours and we set it up with you.
            </p>
          </SectionHeading>
          <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SELLING.map(({ icon, title, text }) => (
              <IconItem key={title} icon={icon} tone="accent" title={title}>
                {text}
              </IconItem>
            ))}
          </ol>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={pricingMail}>
                <Mail aria-hidden="true" className="size-4" />
                E-mail us for pricing
              </a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/contact">Ask a question</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-fg-muted">
            Or write to <a className="font-semibold text-primary-ink underline underline-offset-2" href={pricingMail}>{SUPPORT_EMAIL}</a>.
          </p>
        </div>
      </section>
    </>
  );
}
