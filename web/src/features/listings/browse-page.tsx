import { keepPreviousData } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useGetListingPriceBounds, useListListings } from '@thriftz/client/generated/listings/listings';
import type { ListingType } from '@thriftz/client/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrowseHero, CreateButton } from '../../ui/posts/browse-hero';
import { BrowseLayout } from '../../ui/posts/browse-layout';
import { clearFilters, filterChips, hasActiveFilters, toListParams } from '../../lib/posts/browse-params';
import { FilterPanel } from '../../ui/posts/filter-panel';
import { ListingCard } from '../../ui/posts/listing-card';
import { SORT_LABELS, SORTS } from '../../lib/posts/listing-labels';
import { priceBounds } from '../../lib/posts/price-bounds';
import { useBrowseFilters } from '../../lib/posts/use-browse-filters';
import { LISTING_FILTERS } from './listing-filters';
import { ListingSuggestions } from './listing-suggestions';
import { usePostSlots } from '../../ui/posts/post-slots';

export const BROWSE_MESSAGES = {
  loadFailed: 'Failed to load products. Please try again.',
} as const;

interface BrowseCopy {
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  searchPlaceholder: string;
  /** The spec's words when filters are set. */
  empty: string;
  /** When nothing is listed at all (no filter set). */
  nothingYet: string;
  invite: string;
  createTo: string;
}

const COPY: Record<ListingType, BrowseCopy> = {
  sell: {
    documentTitle: 'Buy & Sell',
    eyebrow: 'Buy & Sell',
    title: 'Pre-loved finds from your campus',
    lead: 'Textbooks, gadgets, lab gear and hostel essentials, sold by verified students around you.',
    searchPlaceholder: 'Search products…',
    empty: 'No products match your filters.',
    nothingYet: 'Nothing is for sale yet.',
    invite: 'Be the first to sell something to your campus.',
    createTo: '/create-listing',
  },
  lend: {
    documentTitle: 'Borrow & Lend',
    eyebrow: 'Borrow & Lend',
    title: 'Products for Borrow',
    lead: 'Rent what you need for an hour, a day, a week or a month, from students on your campus.',
    searchPlaceholder: 'Search rentals…',
    empty: 'No rentals match your filters.',
    nothingYet: 'Nothing is up for borrowing yet.',
    invite: 'Be the first to lend something to your campus.',
    createTo: '/create-listing?type=lend',
  },
};

/**
 * One implementation for /products (sell) and /borrow (lend): hero, search, sort, result count,
 * removable filter chips, reset, filters (left column on desktop, bottom sheet on phones), the
 * card grid with skeletons, empty and error states, and server-side pages.
 */
export function BrowsePage({ type }: { type: ListingType }) {
  const copy = COPY[type];
  useDocumentTitle(copy.documentTitle);
  const { filters, update, reset } = useBrowseFilters(LISTING_FILTERS[type]);
  const { Ad, SaveSearch } = usePostSlots();

  const bounds = useGetListingPriceBounds(
    { type: 'sell' },
    { query: { enabled: type === 'sell', staleTime: 5 * 60_000 } },
  );
  const range = type === 'lend' ? priceBounds('lend', null) : bounds.data ? priceBounds('sell', bounds.data.max) : bounds.isError ? priceBounds('sell', null) : null;

  const listParams = toListParams(LISTING_FILTERS[type], filters);
  const query = useListListings(listParams, { query: { placeholderData: keepPreviousData } });
  const chips = filterChips(LISTING_FILTERS[type], filters);
  const filtered = hasActiveFilters(LISTING_FILTERS[type], filters);

  return (
    <BrowseLayout
      hero={
        <BrowseHero
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
          createTo={copy.createTo}
          createLabel="Create Listing"
        />
      }
      afterResults={<Ad position="product-listing" className="mt-8" />}
      search={{ value: filters.q, onSearch: (q) => update({ q }), placeholder: copy.searchPlaceholder }}
      filterPanel={<FilterPanel type={type} filters={filters} bounds={range} onChange={update} />}
      chips={chips}
      onFiltersChange={update}
      onReset={reset}
      filtered={filtered}
      // A search with words or filters can be saved: new listings that match it are told.
      filterActions={filtered ? <SaveSearch params={listParams} chipLabels={chips.map((chip) => chip.label)} /> : null}
      sort={{
        id: 'browse-sort',
        value: filters.sort,
        options: SORTS,
        labels: SORT_LABELS,
        onChange: (sort) => update({ sort }),
        selectClassName: 'sm:w-52',
      }}
      query={query}
      renderItem={(listing, index) => <ListingCard listing={listing} priority={index === 0} />}
      page={filters.page}
      onPageChange={(page) => update({ page })}
      loadingLabel="Loading listings…"
      errorText={BROWSE_MESSAGES.loadFailed}
      empty={{
        icon: PackageSearch,
        filteredTitle: copy.empty,
        filteredText: 'Try other words, fewer filters or a wider price range.',
        title: copy.nothingYet,
        text: copy.invite,
        action: <CreateButton to={copy.createTo}>Create Listing</CreateButton>,
        // A suggestion is a live listing's title or tag of this type: searched alone, it finds it.
        suggestion: (
          <ListingSuggestions type={type} q={filters.q} onPick={(q) => update({ ...clearFilters(LISTING_FILTERS[type], filters), q })} />
        ),
      }}
    />
  );
}
