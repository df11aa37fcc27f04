import { Layers, PackagePlus, Repeat, Tag } from 'lucide-react';
import { useState } from 'react';
import { useListMyListings } from '@thriftz/client/generated/listings/listings';
import { LISTING_MESSAGES, useMarkSold } from './listing-actions';
import { OwnListingCard } from './own-listing-card';
import { WhoBoughtDialog } from './who-bought-dialog';
import { MANAGE_PAGE_SIZE, ManagePostsPage } from '../../ui/posts/manage-posts-page';

/** /manage-listings: the student's available listings with counts, each with Mark Sold. */
export default function ManageListingsPage() {
  const query = useListMyListings({ status: 'available', pageSize: MANAGE_PAGE_SIZE });
  const { markSold, isPending } = useMarkSold();
  // A sale's confirmation leads on to "Who bought it?", which marks it sold; a lend listing is marked at once.
  const [selling, setSelling] = useState<{ _id: string; title: string } | null>(null);
  const run = (id: string, callbacks?: { onSuccess?: () => void; onSettled?: () => void }) => {
    const listing = query.data?.items.find((item) => item._id === id);
    if (listing?.listingType !== 'sell') return markSold(id, callbacks);
    callbacks?.onSettled?.();
    setSelling(listing);
  };
  return (
    <>
      <ManagePostsPage
        documentTitle="Manage listings"
        header={{
          eyebrow: 'Your listings',
          title: 'Manage your listings',
          lead: 'Mark a listing sold once it has found its new owner: it leaves the browse pages at once.',
        }}
        create={{ to: '/create-listing', icon: PackagePlus, label: 'Create Listing' }}
        query={query}
        totalIcon={Layers}
        kindStats={[
          { key: 'sell', icon: Tag, label: 'For Sale' },
          { key: 'lend', icon: Repeat, label: 'For Rent' },
        ]}
        sectionLabel="Available listings"
        copy={{
          loadingLabel: 'Loading your listings',
          loadFailed: LISTING_MESSAGES.loadMineFailed,
          empty: { icon: Layers, title: 'You have no available listings.', text: 'Listings you sell or lend show up here until they are sold or expire.' },
        }}
        renderCard={(listing, actions) => <OwnListingCard listing={listing} actions={actions} />}
        detailPath={(id) => `/product/${id}`}
        mark={{
          label: 'Mark Sold',
          title: 'Mark as sold?',
          // A lend listing is not sold: it becomes unavailable (status Sold/Unavailable).
          wordsFor: (listing) => (listing.listingType === 'lend' ? { label: 'Mark Unavailable', title: 'Mark as unavailable?' } : null),
          description: (title) => `“${title}” will be shown as Sold/Unavailable and leave the browse pages.`,
          run,
          isPending,
        }}
      />
      {selling ? <WhoBoughtDialog listing={selling} open onOpenChange={(open) => !open && setSelling(null)} /> : null}
    </>
  );
}
