import { Megaphone, MessageSquarePlus, Repeat, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListMyRequests } from '@thriftz/client/generated/requests/requests';
import { Button } from '../../ui/button';
import { MANAGE_PAGE_SIZE, ManagePostsPage } from '../../ui/posts/manage-posts-page';
import { OwnRequestCard } from './own-request-card';
import { REQUEST_MESSAGES, useMarkFulfilled } from './request-actions';

/** /manage-requests: the student's active requests with counts, each with Mark Fulfilled. */
export default function ManageRequestsPage() {
  const query = useListMyRequests({ status: 'active', pageSize: MANAGE_PAGE_SIZE });
  const { markFulfilled, isPending } = useMarkFulfilled();
  return (
    <ManagePostsPage
      documentTitle="Manage requests"
      header={{
        eyebrow: 'Your requests',
        title: 'Manage your requests',
        lead: 'Mark a request fulfilled once you have found what you needed: it leaves the requests page at once.',
      }}
      headerLinks={
        <Button asChild variant="ghost">
          <Link to="/manage">All your posts</Link>
        </Button>
      }
      create={{ to: '/create-request', icon: MessageSquarePlus, label: 'Create Request' }}
      query={query}
      totalIcon={Megaphone}
      kindStats={[
        { key: 'buy', icon: ShoppingBag, label: 'Buy' },
        { key: 'rent', icon: Repeat, label: 'Rent' },
      ]}
      sectionLabel="Active requests"
      copy={{
        loadingLabel: 'Loading your requests',
        loadFailed: REQUEST_MESSAGES.loadMineFailed,
        empty: { icon: Megaphone, title: 'You have no active requests.', text: 'Requests you post show up here until they are fulfilled or expire.' },
      }}
      renderCard={(request, actions) => <OwnRequestCard request={request} actions={actions} />}
      detailPath={(id) => `/request/${id}`}
      mark={{
        label: 'Mark Fulfilled',
        title: 'Mark as fulfilled?',
        description: (title) => `“${title}” will leave the requests page.`,
        run: markFulfilled,
        isPending,
      }}
    />
  );
}
