import { Package, PackagePlus } from 'lucide-react';
import { useListMyListings } from '@thriftz/client/generated/listings/listings';
import type { ListMyListings200 } from '@thriftz/client/generated/model';
import type { OwnListing } from '@thriftz/client/generated/model';
import { LISTING_MESSAGES, useRemoveListing } from './listing-actions';
import { OwnListingCard } from './own-listing-card';
import { OwnPostsPanel } from '../../ui/posts/own-posts-panel';

/** The Products sub-tab: every listing of the student (available, sold, expired), newest first. */
export function MyProductsPanel() {
  return (
    <OwnPostsPanel
      useList={useListMyListings<ListMyListings200>}
      useRemove={useRemoveListing}
      renderCard={(listing: OwnListing, actions) => <OwnListingCard listing={listing} actions={actions} />}
      detailPath={(id) => `/product/${id}`}
      create={{ to: '/create-listing', icon: PackagePlus, label: 'Add Product' }}
      copy={{
        loadingLabel: 'Loading your listings',
        loadFailed: LISTING_MESSAGES.loadMineFailed,
        noun: 'listing',
        empty: { icon: Package, title: 'You have not listed any products yet.', text: 'Sell or lend what you no longer use: it takes a minute.' },
        deleteTitle: 'Delete this listing?',
      }}
    />
  );
}
