import { keepPreviousData } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useListMyRoommatePosts } from '../../api/generated/roommates/roommates';
import { OWN_POSTS_PAGE_SIZE, OwnPostsPanel } from '../../ui/posts/own-posts-panel';
import { OwnRoommateCard } from './own-roommate-card';
import { ROOMMATE_MESSAGES, useRemoveRoommatePost } from './roommate-actions';

/** The Roommate Posts sub-tab of My Listings: every roommate post of the student (active, inactive, expired), newest first. */
export function MyRoommatePostsPanel() {
  const [page, setPage] = useState(1);
  const query = useListMyRoommatePosts(
    { status: 'all', page, pageSize: OWN_POSTS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const removal = useRemoveRoommatePost();
  return (
    <OwnPostsPanel
      query={query}
      page={page}
      onPageChange={setPage}
      removal={removal}
      renderCard={(post, actions) => <OwnRoommateCard post={post} actions={actions} />}
      detailPath={(id) => `/roommate-finder/${id}`}
      create={{ to: '/create-roommate-request', icon: UserPlus, label: 'Add Roommate Post' }}
      copy={{
        loadingLabel: 'Loading your roommate posts',
        loadFailed: ROOMMATE_MESSAGES.loadMineFailed,
        noun: 'roommate post',
        empty: {
          icon: Users,
          title: 'You have not posted any roommate requests yet.',
          text: 'Have a room to share, or looking for one? Tell the campus.',
        },
        deleteTitle: 'Delete this roommate post?',
      }}
    />
  );
}
