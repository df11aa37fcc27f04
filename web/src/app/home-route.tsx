// The home page with the listings feature's hot deals: the app layer joins the two features.
import { HomeHotDeals } from '../features/listings/home-hot-deals';
import HomePage from '../features/marketing/home-page';

export default function HomeRoute() {
  return <HomePage hotDeals={<HomeHotDeals />} />;
}
