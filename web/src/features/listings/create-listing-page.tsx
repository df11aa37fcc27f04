import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ListingForm } from './listing-form';

/** /create-listing (?type=lend for Borrow & Lend): an empty listing form. */
export default function CreateListingPage() {
  useDocumentTitle('Create listing');
  const [params] = useSearchParams();
  // A new key per type: 'Create another' from a lend listing starts a fresh lend form.
  const type = params.get('type') === 'lend' ? 'lend' : 'sell';
  return <ListingForm key={type} type={type} />;
}
