// The home page with what other features bring to it: the listings' hot deals, the mini stores'
// promos and picks, and the homepage-hero ad. The app layer is the one place that joins features.
import { HomeHotDeals } from '../features/listings/home-hot-deals';
import HomePage from '../features/marketing/home-page';
import { usePostSlots } from '../ui/posts/post-slots';
import { preloaded } from './preloaded';

// Once the page has loaded: the promo strip's place is held by the page (nothing moves when it
// arrives), the picks and the ad sit below the first screen; none of them competes with it.
const HomePromos = preloaded(() => import('../features/stores/home-promos').then((m) => m.HomePromos), { whenIdle: true });
const HomeStorePicks = preloaded(() => import('../features/stores/home-store-picks').then((m) => m.HomeStorePicks), { whenIdle: true });

function HomeAd() {
  const { Ad } = usePostSlots();
  return (
    <div className="container-page">
      <Ad position="homepage-hero" className="pt-14 sm:pt-20" />
    </div>
  );
}

export default function HomeRoute() {
  return (
    <HomePage
      promos={<HomePromos />}
      hotDeals={
        <>
          <HomeHotDeals />
          <HomeStorePicks />
        </>
      }
      ad={<HomeAd />}
    />
  );
}
