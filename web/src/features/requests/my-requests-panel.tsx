import { Megaphone, MessageSquarePlus } from 'lucide-react';
import { useListMyRequests } from '@thriftz/client/generated/requests/requests';
import type { OwnRequestPage } from '@thriftz/client/generated/model';
import { OwnPostsPanel } from '../../ui/posts/own-posts-panel';
import { OwnRequestCard } from './own-request-card';
import { REQUEST_MESSAGES, useRemoveRequest } from './request-actions';

/** The Requests sub-tab of My Listings: every request of the student (active, fulfilled, expired), newest first. */
export function MyRequestsPanel() {
  return (
    <OwnPostsPanel
      useList={useListMyRequests<OwnRequestPage>}
      useRemove={useRemoveRequest}
      renderCard={(request, actions) => <OwnRequestCard request={request} actions={actions} />}
      detailPath={(id) => `/request/${id}`}
      create={{ to: '/create-request', icon: MessageSquarePlus, label: 'Add Request' }}
      copy={{
        loadingLabel: 'Loading your requests',
        loadFailed: REQUEST_MESSAGES.loadMineFailed,
        noun: 'request',
        empty: { icon: Megaphone, title: 'You have not posted any requests yet.', text: 'Looking for something? Ask the campus for it.' },
        deleteTitle: 'Delete this request?',
      }}
    />
  );
}
