import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RequestForm } from './request-form';

/** /create-request: an empty request form. */
export default function CreateRequestPage() {
  useDocumentTitle('Create request');
  // 'Create another' arrives with a new location key: a fresh form.
  return <RequestForm key={useLocation().key} />;
}
