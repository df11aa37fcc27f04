import { PackageX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useGetListing } from '@thriftz/client/generated/listings/listings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EditPostStates } from '../../ui/posts/edit-post-states';
import { LISTING_MESSAGES } from './listing-actions';
import { ListingForm, listingPath } from './listing-form';

/** /product/:id/edit: the seller's listing in its create form, to change and save. */
export default function EditListingPage() {
  useDocumentTitle('Edit listing');
  const { id = '' } = useParams();
  return (
    <EditPostStates
      query={useGetListing(id)}
      notYours={{ message: LISTING_MESSAGES.notYours, backTo: listingPath(id) }}
      notFound={{ icon: PackageX, title: LISTING_MESSAGES.notFound, browseTo: '/products', browseLabel: 'Browse other products' }}
    >
      {(listing) => <ListingForm listing={listing} />}
    </EditPostStates>
  );
}
