/**
 * Boost one of one's live listings: free with an ad left (a purchased extra ad first, then the
 * plan's), otherwise paid through the payment path at the server's price.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { boostListing } from '@thriftz/client/generated/boosts/boosts';
import type { OwnListing, SubscriptionProfile } from '@thriftz/client/generated/model';
import { errorCode, errorMessage } from '../../lib/api-error';
import { refreshAfterPurchase, useCheckout } from '../../lib/checkout';
import { formatRupees, pluralize } from '../../lib/format';
import { useAddOnPricing } from '../../lib/use-add-on-pricing';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { BOOST_MESSAGES } from './boost-copy';

export function BoostListingForm({ listings, profile }: { listings: OwnListing[]; profile: SubscriptionProfile | undefined }) {
  const queryClient = useQueryClient();
  const { pay, processing } = useCheckout();
  const pricing = useAddOnPricing();
  const [listingId, setListingId] = useState('');
  const [boosting, setBoosting] = useState(false);
  const adsAvailable = profile?.adsAvailable ?? 0;
  const price = formatRupees(pricing.boostPrice, { whole: true });

  /** True when the ad paid for it; false when there was none left after all (pay instead). */
  const boostWithAd = async (listing: OwnListing): Promise<boolean> => {
    setBoosting(true);
    try {
      await boostListing({ listingId: listing._id });
      toast.success(BOOST_MESSAGES.boostedWithAd(listing.title));
      setListingId('');
      await refreshAfterPurchase(queryClient);
      return true;
    } catch (error) {
      if (errorCode(error) === 'no-ads-left') return false;
      toast.error(errorMessage(error, BOOST_MESSAGES.boostFailed));
      return true;
    } finally {
      setBoosting(false);
    }
  };

  const boostPaid = async (listing: OwnListing) => {
    const result = await pay(
      { type: 'product_boost', productId: listing._id, productName: listing.title },
      { initiateError: BOOST_MESSAGES.initiateFailed },
    );
    if (result.status !== 'paid') return;
    setListingId('');
    const grant = result.purchase.grant;
    if (grant?.boostId || !grant?.extraAds) toast.success(BOOST_MESSAGES.boostedPaid(listing.title));
    else toast.info(grant.note ?? 'The listing could no longer be boosted, so your payment became an extra ad.');
  };

  const boost = async () => {
    const listing = listings.find((item) => item._id === listingId);
    if (!listing) return void toast.error(BOOST_MESSAGES.selectProduct);
    if (listing.isBoosted) return void toast.error(BOOST_MESSAGES.alreadyBoosted);
    if (adsAvailable > 0 && (await boostWithAd(listing))) return;
    await boostPaid(listing);
  };

  const busy = boosting || processing;
  return (
    <form
      className="card space-y-4 p-5 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void boost();
      }}
    >
      <div>
        <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
          <Flame aria-hidden="true" className="size-5 text-accent" />
          Boost a listing
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          A boosted listing comes first in the home page&apos;s Hot Deals for {pluralize(pricing.boostHours, 'hour')}.
        </p>
      </div>
      <Field label="Listing to boost">
        <Select value={listingId} onChange={(event) => setListingId(event.target.value)} disabled={busy}>
          <option value="">Choose one of your live listings</option>
          {listings.map((listing) => (
            <option key={listing._id} value={listing._id}>
              {listing.isBoosted ? `${listing.title} (boosted)` : listing.title}
            </option>
          ))}
        </Select>
      </Field>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-fg-muted" role="status">
        {adsAvailable > 0
          ? `You have ${pluralize(adsAvailable, 'ad')} left: this boost is free.`
          : `No ads left this month: a boost costs ${price}.`}
      </p>
      <Button type="submit" variant="accent" busy={busy} className="w-full sm:w-auto">
        {busy ? 'Processing...' : adsAvailable > 0 ? 'Boost with an ad' : `Boost for ${price}`}
      </Button>
    </form>
  );
}
