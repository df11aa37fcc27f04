import { keepPreviousData } from '@tanstack/react-query';
import { Package, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useListMyListings } from '../../api/generated/listings/listings';
import { LISTING_MESSAGES, useRemoveListing } from './listing-actions';
import { OwnListingCard } from './own-listing-card';
import { OWN_POSTS_PAGE_SIZE, OwnPostsPanel } from '../../ui/posts/own-posts-panel';

/** The Products sub-tab: every listing of the student (available, sold, expired), newest first. */
export function MyProductsPanel() {
  const [page, setPage] = useState(1);
  const query = useListMyListings(
    { status: 'all', page, pageSize: OWN_POSTS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const removal = useRemoveListing();
  return (
    <OwnPostsPanel
      query={query}
      page={page}
      onPageChange={setPage}
      removal={removal}
      renderCard={(listing, actions) => <OwnListingCard listing={listing} actions={actions} />}
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
