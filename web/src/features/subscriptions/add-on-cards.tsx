/**
 * The add-ons on /subscription-plans (document 2, section 2.6): Product Ad Boost and Extra
 * Listing, each opening a purchase dialog. Prices and the boost's length are the server's.
 */
import { PackagePlus, Rocket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { useCheckout } from '../../lib/checkout';
import { formatRupees } from '../../lib/format';
import { useAddOnPricing } from '../../lib/use-add-on-pricing';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { IconTile } from '../../ui/icon-tile';
import { useSignInFirst } from './use-sign-in-first';

function AddOnCard({ icon, title, price, lines, action }: { icon: ReactNode; title: string; price: string; lines: string[]; action: ReactNode }) {
  return (
    <article className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
      {icon}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-base font-semibold text-fg">{title}</h3>
          <p className="tabular text-lg font-bold text-fg">
            {price} <span className="text-sm font-medium text-fg-muted">one-time</span>
          </p>
        </div>
        <ul className="mt-1 space-y-0.5 text-sm text-fg-muted">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-4">{action}</div>
      </div>
    </article>
  );
}

export function AddOnCards() {
  const pricing = useAddOnPricing();
  const { pay, processing } = useCheckout();
  const signedIn = useSignInFirst();
  const [dialog, setDialog] = useState<'boost' | 'extra' | null>(null);
  const boostPrice = formatRupees(pricing.boostPrice, { whole: true });
  const extraPrice = formatRupees(pricing.extraListingPrice, { whole: true });

  const buyExtraListing = async () => {
    setDialog(null);
    if (!signedIn('Please login to purchase extra listings')) return;
    const result = await pay({ type: 'extra_listing' }, { initiateError: 'Failed to initiate purchase' });
    if (result.status === 'paid') toast.success('Successfully purchased 1 extra listing!');
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AddOnCard
        icon={<IconTile icon={Rocket} tone="accent" size="lg" />}
        title="Product Ad Boost"
        price={boostPrice}
        lines={[`Featured in the home page's Hot Deals for ${pricing.boostHours} hours`, 'Free with an ad from your plan or an extra ad']}
        action={
          <Button variant="accent" onClick={() => setDialog('boost')}>
            Boost a product
          </Button>
        }
      />
      <AddOnCard
        icon={<IconTile icon={PackagePlus} tone="primary" size="lg" />}
        title="Extra Listing"
        price={extraPrice}
        lines={['1 extra listing slot', 'Lifetime and stackable with any plan']}
        action={
          <Button disabled={processing} onClick={() => setDialog('extra')}>
            Buy an extra listing
          </Button>
        }
      />

      <Dialog
        open={dialog === 'boost'}
        onOpenChange={(open) => setDialog(open ? 'boost' : null)}
        title="Product Ad Boost"
        description={`Put one of your live listings first in Hot Deals on the home page for ${pricing.boostHours} hours.`}
      >
        <p className="text-sm text-fg-muted">
          Pick the listing in your profile&apos;s Ad Boost tab. An ad from your plan (or an extra ad) pays for it; without one, the
          boost costs <strong className="tabular text-fg">{boostPrice}</strong>.
        </p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button variant="accent" asChild>
            <Link to="/profile?tab=boost">Choose a listing to boost</Link>
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={dialog === 'extra'}
        onOpenChange={(open) => setDialog(open ? 'extra' : null)}
        title="Buy an extra listing"
        description="One more listing slot that never expires and stacks with your plan's monthly listings."
      >
        <div className="flex items-center justify-between rounded-lg border border-line bg-slate-50 px-4 py-3 text-sm">
          <span className="text-fg-muted">1 extra listing</span>
          <span className="tabular text-lg font-bold text-fg">{extraPrice}</span>
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button busy={processing} onClick={() => void buyExtraListing()}>
            Pay {extraPrice}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
