// A mini store's page with its buyers' ratings, which the reviews feature owns: the app layer joins them.
import { ReviewsSection } from '../features/reviews/reviews-section';
import StorePage from '../features/stores/store-page';

export default function StorePageRoute() {
  return <StorePage reviews={(storeId) => <ReviewsSection className="max-w-3xl" subject={{ kind: 'store', store: storeId }} />} />;
}
