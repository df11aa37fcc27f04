import { UserPlus, Users } from 'lucide-react';
import { useListMyRoommatePosts } from '@thriftz/client/generated/roommates/roommates';
import type { RoommatePage } from '@thriftz/client/generated/model';
import { OwnPostsPanel } from '../../ui/posts/own-posts-panel';
import { OwnRoommateCard } from './own-roommate-card';
import { ROOMMATE_MESSAGES, useRemoveRoommatePost } from './roommate-actions';

/** The Roommate Posts sub-tab of My Listings: every roommate post of the student (active, inactive, expired), newest first. */
export function MyRoommatePostsPanel() {
  return (
    <OwnPostsPanel
      useList={useListMyRoommatePosts<RoommatePage>}
      useRemove={useRemoveRoommatePost}
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
