import { keepPreviousData } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useListRequests } from '@thriftz/client/generated/requests/requests';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrowseHero, CreateButton } from '../../ui/posts/browse-hero';
import { BrowseLayout } from '../../ui/posts/browse-layout';
import { usePostSlots } from '../../ui/posts/post-slots';
import { REQUEST_MESSAGES } from './request-actions';
import { clearFilters, filterChips, hasActiveFilters, toListParams } from '../../lib/posts/browse-params';
import { useBrowseFilters } from '../../lib/posts/use-browse-filters';
import { REQUEST_FILTERS } from './request-filters';
import { RequestCard } from '../../ui/posts/request-card';
import { RequestFilterPanel } from './request-filter-panel';
import { RequestSuggestions } from './request-suggestions';
import { REQUEST_SORT_LABELS, REQUEST_SORTS } from '../../lib/posts/request-labels';

export const REQUESTS_EMPTY_MESSAGE = 'No requests match your filters.';

/**
 * /request: the open requests with search, sort (newest or oldest), result count, removable filter
 * chips, reset, filters (left column on desktop, a sheet on phones), skeletons, empty and error
 * states, and server-side pages.
 */
export default function RequestsPage() {
  useDocumentTitle('Requests');
  const { filters, update, reset } = useBrowseFilters(REQUEST_FILTERS);
  const { Ad } = usePostSlots();
  const query = useListRequests(toListParams(REQUEST_FILTERS, filters), { query: { placeholderData: keepPreviousData } });

  return (
    <BrowseLayout
      afterResults={<Ad position="header" className="mt-8" />}
      hero={
        <BrowseHero
          eyebrow="Wanted on campus"
          title="Requests"
          lead="What students are looking for to buy or rent. Have it? Get in touch and make a deal."
          createTo="/create-request"
          createLabel="Create Request"
        />
      }
      search={{
        value: filters.q,
        onSearch: (q) => update({ q }),
        placeholder: 'Search requests…',
        label: 'Search requests',
      }}
      filterPanel={<RequestFilterPanel filters={filters} onChange={update} />}
      chips={filterChips(REQUEST_FILTERS, filters)}
      onFiltersChange={update}
      onReset={reset}
      filtered={hasActiveFilters(REQUEST_FILTERS, filters)}
      sort={{
        id: 'requests-sort',
        value: filters.sort,
        options: REQUEST_SORTS,
        labels: REQUEST_SORT_LABELS,
        onChange: (sort) => update({ sort }),
      }}
      query={query}
      renderItem={(request, index) => <RequestCard request={request} priority={index === 0} />}
      page={filters.page}
      onPageChange={(page) => update({ page })}
      loadingLabel="Loading requests…"
      errorText={REQUEST_MESSAGES.loadFailed}
      empty={{
        icon: Megaphone,
        filteredTitle: REQUESTS_EMPTY_MESSAGE,
        filteredText: 'Try other words, fewer filters or a wider price range.',
        title: 'No one has asked for anything yet.',
        text: 'Looking for something? Ask the campus for it.',
        action: <CreateButton to="/create-request">Create Request</CreateButton>,
        suggestion: <RequestSuggestions q={filters.q} onPick={(q) => update({ ...clearFilters(REQUEST_FILTERS, filters), q })} />,
      }}
    />
  );
}
