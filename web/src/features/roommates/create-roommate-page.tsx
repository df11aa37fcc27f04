import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RoommateForm } from './roommate-form';

/** /create-roommate-request: an empty roommate post form. */
export default function CreateRoommatePage() {
  useDocumentTitle('Create roommate request');
  // 'Create another' arrives with a new location key: a fresh form.
  return <RoommateForm key={useLocation().key} />;
}
