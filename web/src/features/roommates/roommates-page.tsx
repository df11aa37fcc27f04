import { keepPreviousData } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useListRoommatePosts } from '@thriftz/client/generated/roommates/roommates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrowseHero, CreateButton } from '../../ui/posts/browse-hero';
import { BrowseLayout } from '../../ui/posts/browse-layout';
import { usePostSlots } from '../../ui/posts/post-slots';
import { ROOMMATE_MESSAGES } from './roommate-actions';
import { clearFilters, filterChips, hasActiveFilters, toListParams } from '../../lib/posts/browse-params';
import { useBrowseFilters } from '../../lib/posts/use-browse-filters';
import { ROOMMATE_FILTERS } from './roommate-filters';
import { RoommateCard } from '../../ui/posts/roommate-card';
import { RoommateFilterPanel } from './roommate-filter-panel';
import { RoommateSuggestions } from './roommate-suggestions';
import { ROOMMATE_SORT_LABELS, ROOMMATE_SORTS } from '../../lib/posts/roommate-labels';
import { SponsoredBanner } from './sponsored-banner';

/**
 * /roommate-finder (document 2, section 2.3): active roommate posts with search, sort (newest or
 * oldest), a closeable sponsored banner, result count, removable filter chips, reset, filters
 * (left column on desktop, a sheet on phones), skeletons, empty and error states, and pages.
 */
export default function RoommatesPage() {
  useDocumentTitle('Roommate Finder');
  const { filters, update, reset } = useBrowseFilters(ROOMMATE_FILTERS);
  const { Ad } = usePostSlots();
  const query = useListRoommatePosts(toListParams(ROOMMATE_FILTERS, filters), { query: { placeholderData: keepPreviousData } });

  return (
    <BrowseLayout
      afterResults={<Ad position="header" className="mt-8" />}
      hero={
        <BrowseHero
          eyebrow="Roommate Finder"
          title="Find a roommate on campus"
          lead="Flats, PGs and hostel rooms looking for one more. Chat in the app or on WhatsApp, and move in together."
          createTo="/create-roommate-request"
          createLabel="Post a Roommate Request"
        />
      }
      banner={<SponsoredBanner />}
      search={{
        value: filters.q,
        onSearch: (q) => update({ q }),
        placeholder: 'Search roommate requests…',
        label: 'Search roommate requests',
      }}
      filterPanel={<RoommateFilterPanel filters={filters} onChange={update} />}
      chips={filterChips(ROOMMATE_FILTERS, filters)}
      onFiltersChange={update}
      onReset={reset}
      filtered={hasActiveFilters(ROOMMATE_FILTERS, filters)}
      sort={{
        id: 'roommates-sort',
        value: filters.sort,
        options: ROOMMATE_SORTS,
        labels: ROOMMATE_SORT_LABELS,
        onChange: (sort) => update({ sort }),
      }}
      query={query}
      renderItem={(post, index) => <RoommateCard post={post} priority={index === 0} />}
      page={filters.page}
      onPageChange={(page) => update({ page })}
      loadingLabel="Loading roommate requests…"
      errorText={ROOMMATE_MESSAGES.loadFailed}
      empty={{
        icon: Users,
        filteredTitle: ROOMMATE_MESSAGES.empty,
        filteredText: 'Try other words, fewer filters or a wider budget.',
        title: 'No roommate requests yet.',
        text: 'Looking for a roommate? Be the first to post.',
        action: <CreateButton to="/create-roommate-request">Post a Roommate Request</CreateButton>,
        suggestion: <RoommateSuggestions q={filters.q} onPick={(q) => update({ ...clearFilters(ROOMMATE_FILTERS, filters), q })} />,
      }}
    />
  );
}
