import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem, stubFetch } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { EMPTY_SHOWCASE, PRODUCT, STORE_CARD, storePage } from '../../test/stores';
import { HeroCarousel } from './hero-carousel';
import MiniStoresPage from './mini-stores-page';
import { PromoBanner } from './promo-banner';

const SLIDES = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    bgImage: null,
    icon: '🎉',
    h1: 'Diwali Sale',
    h2: 'Up to 70% off',
    h3: 'Across every store this week.',
    button1Text: 'Shop now',
    button1Link: '/all-stores',
    button2Text: 'Read more',
    button2Link: 'https://example.org/sale',
    gradient: 'linear-gradient(135deg, #f59e0b, #e11d48)',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    bgImage: '/slides/books.jpg',
    icon: '',
    h1: 'Books Week',
    h2: '',
    h3: '',
    button1Text: 'Browse',
    button1Link: '/all-stores?category=books-stationery',
    button2Text: '',
    button2Link: '',
    gradient: '',
  },
];

const PROMOS = [
  { id: 'b0000000-0000-4000-8000-000000000001', message: 'Free shipping above ₹500', cta: 'Details', ctaLink: 'https://example.org/shipping' },
  { id: 'b0000000-0000-4000-8000-000000000002', message: 'Flash sale: 50% off with code FLASH50', cta: '', ctaLink: '' },
];

function stubHome({ showcase = { slides: SLIDES, promos: PROMOS }, stores = [STORE_CARD], products = [PRODUCT] } = {}) {
  return stubFetch({
    '/api/stores/showcase': json(showcase),
    '/api/stores': json(storePage(stores)),
    '/api/store-products/featured': json(products),
  });
}

const renderHome = () => renderRoute([{ path: '*', element: <MiniStoresPage /> }], '/mini-stores');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('MiniStoresPage', () => {
  it('shows the promo, the slides, the featured stores and products, the categories and the calls to action', async () => {
    const fetchMock = stubHome();
    renderHome();

    expect(await screen.findByRole('heading', { name: 'Diwali Sale' })).toBeInTheDocument();
    expect(screen.getByText('Free shipping above ₹500')).toBeInTheDocument();
    const promoLink = screen.getByRole('link', { name: /Details/ });
    expect(promoLink).toHaveAttribute('target', '_blank');
    expect(promoLink).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const stores = screen.getByRole('region', { name: 'Featured Stores' });
    expect(within(stores).getByText('Campus Threads')).toBeInTheDocument();
    expect(within(stores).getByRole('link', { name: /Explore Store/ })).toHaveAttribute('href', '/mini-stores/campus-threads');

    const products = screen.getByRole('region', { name: 'Featured Products' });
    expect(within(products).getByRole('link', { name: PRODUCT.title })).toHaveAttribute('href', `/mini-stores/campus-threads/product/${PRODUCT._id}`);
    expect(within(products).getByText('₹1,299.00')).toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Browse by Category' });
    expect(within(categories).getByRole('link', { name: /Electronics/ })).toHaveAttribute('href', '/all-stores?category=electronics');

    expect(screen.getByRole('link', { name: 'Create Your Store' })).toHaveAttribute('href', '/contact?subject=Store%20application');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'View All Stores' })).toHaveAttribute('href', '/all-stores');

    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(urls.find((u) => u.pathname === '/api/stores')?.searchParams.get('premium')).toBe('true');
    expect(urls.find((u) => u.pathname === '/api/store-products/featured')?.searchParams.get('limit')).toBe('12');
  });

  it('shows the default welcome slide when no slides are set', async () => {
    stubHome({ showcase: EMPTY_SHOWCASE });
    renderHome();

    expect(await screen.findByRole('heading', { name: 'Welcome to Mini Stores' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Mini Stores highlights' });
    expect(within(hero).getByRole('link', { name: 'Explore Stores' })).toHaveAttribute('href', '/all-stores');
    expect(within(hero).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    // One slide: nothing to move between.
    expect(within(hero).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it("says 'No Stores Available' when there are no premium stores", async () => {
    stubHome({ stores: [] });
    renderHome();
    expect(await screen.findByText('No Stores Available')).toBeInTheDocument();
    expect(screen.getByText('Be the first to create a store and start selling!')).toBeInTheDocument();
  });

  it("says 'Loading Awesome Content...' while loading", async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderHome();
    expect(await screen.findByText('Loading Awesome Content...')).toBeInTheDocument();
  });

  it('says the content failed to load when the server fails', async () => {
    stubFetch({
      '/api/stores/showcase': problem(500, 'Internal Server Error'),
      '/api/stores': json(storePage([STORE_CARD])),
      '/api/store-products/featured': json([]),
    });
    renderHome();
    expect(await screen.findByText('Failed to load content. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText("We're experiencing some technical difficulties. Please try again later.")).toBeInTheDocument();
  });

  it('closes the sponsored card, which stays closed for the session', async () => {
    stubHome();
    const user = userEvent.setup();
    const { unmount } = renderHome();
    expect(await screen.findByText('Shop the Best Deals!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse stores' })).toHaveAttribute('href', '/all-stores');

    await user.click(screen.getByRole('button', { name: 'Close sponsored card' }));
    expect(screen.queryByText('Shop the Best Deals!')).not.toBeInTheDocument();
    unmount();
    renderHome();
    await screen.findByRole('heading', { name: 'Diwali Sale' });
    expect(screen.queryByText('Shop the Best Deals!')).not.toBeInTheDocument();
  });
});

describe('HeroCarousel', () => {
  const renderCarousel = () =>
    render(
      <MemoryRouter>
        <HeroCarousel slides={SLIDES} />
      </MemoryRouter>,
    );

  it('moves to the next slide every 8 seconds, and by the arrows and dots', async () => {
    vi.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole('heading', { name: 'Diwali Sale' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(7_900));
    expect(screen.getByRole('heading', { name: 'Diwali Sale' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { name: 'Books Week' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 of 2' })).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Next slide' }).click());
    expect(screen.getByRole('heading', { name: 'Diwali Sale' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Go to slide 2' }).click());
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('stays put while the pointer is over it, and when paused', () => {
    vi.useFakeTimers();
    renderCarousel();
    const hero = screen.getByRole('region', { name: 'Mini Stores highlights' });
    act(() => {
      hero.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('heading', { name: 'Diwali Sale' })).toBeInTheDocument();
    act(() => {
      hero.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => screen.getByRole('button', { name: 'Pause slides' }).click());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('heading', { name: 'Diwali Sale' })).toBeInTheDocument();
  });

  it('uses the slide picture when it has one, else its gradient', () => {
    renderCarousel();
    expect(screen.getByRole('group', { name: '1 of 2' })).toHaveStyle({ backgroundImage: SLIDES[0]!.gradient });
    act(() => screen.getByRole('button', { name: 'Next slide' }).click());
    const img = screen.getByRole('group', { name: '2 of 2' }).querySelector('img')!;
    expect(img).toHaveAttribute('src', '/slides/books.jpg');
    expect(img).toHaveAttribute('width');
  });
});

describe('PromoBanner', () => {
  it('shows the next promo every 4 seconds', () => {
    vi.useFakeTimers();
    render(<PromoBanner promos={PROMOS} />);
    expect(screen.getByText('Free shipping above ₹500')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Flash sale: 50% off with code FLASH50')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Free shipping above ₹500')).toBeInTheDocument();
  });
});
