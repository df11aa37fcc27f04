import { SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useGetRequest } from '@thriftz/client/generated/requests/requests';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EditPostStates } from '../../ui/posts/edit-post-states';
import { REQUEST_MESSAGES } from './request-actions';
import { RequestForm, requestPath } from './request-form';

/** /request/:id/edit: the requester's request in its create form, to change and save. */
export default function EditRequestPage() {
  useDocumentTitle('Edit request');
  const { id = '' } = useParams();
  return (
    <EditPostStates
      query={useGetRequest(id)}
      notYours={{ message: REQUEST_MESSAGES.notYours, backTo: requestPath(id) }}
      notFound={{ icon: SearchX, title: 'Request not found', browseTo: '/request', browseLabel: 'Browse requests' }}
    >
      {(request) => <RequestForm request={request} />}
    </EditPostStates>
  );
}
