import { Users } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useGetRoommatePost } from '@thriftz/client/generated/roommates/roommates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EditPostStates } from '../../ui/posts/edit-post-states';
import { ROOMMATE_MESSAGES } from './roommate-actions';
import { RoommateForm, roommatePath } from './roommate-form';

/** /roommate-finder/:id/edit: the poster's roommate post in its create form, to change and save. */
export default function EditRoommatePage() {
  useDocumentTitle('Edit roommate request');
  const { id = '' } = useParams();
  return (
    <EditPostStates
      query={useGetRoommatePost(id)}
      notYours={{ message: ROOMMATE_MESSAGES.notYours, backTo: roommatePath(id) }}
      notFound={{ icon: Users, title: ROOMMATE_MESSAGES.notFound, browseTo: '/roommate-finder', browseLabel: 'Browse roommate requests' }}
    >
      {(post) => <RoommateForm post={post} />}
    </EditPostStates>
  );
}
