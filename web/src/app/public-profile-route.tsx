// The public profile with the student's ratings, which the reviews feature owns: the app layer joins them.
import { ReviewsSection } from '../features/reviews/reviews-section';
import PublicProfilePage from '../features/users/public-profile-page';

export default function PublicProfileRoute() {
  return <PublicProfilePage reviews={(uid) => <ReviewsSection subject={{ kind: 'user', id: uid }} />} />;
}
