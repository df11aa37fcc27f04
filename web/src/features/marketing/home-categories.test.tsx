import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem, stubFetchUrls } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { HOME_CATEGORIES, HomeCategories } from './home-categories';

const COUNTS = HOME_CATEGORIES.map(({ slug }, i) => ({ category: slug, count: slug === 'electronics' ? 1 : i * 3 }));

const renderCards = () =>
  renderWithClient(
    <MemoryRouter>
      <HomeCategories />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the home page category cards', () => {
  it('show how many live sell listings each category has, linking to its filtered browse', async () => {
    const urls = stubFetchUrls((url) => (url.pathname === '/api/listings/category-counts' ? json({ counts: COUNTS }) : undefined));
    renderCards();
    const textbooks = screen.getByRole('link', { name: /Textbooks/ });
    expect(textbooks).toHaveAttribute('href', '/products?category=textbooks');
    expect(await within(textbooks).findByText('0 listings')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Electronics/ })).getByText('1 listing')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Furniture/ })).getByText('9 listings')).toBeInTheDocument();
    expect(urls.find((u) => u.pathname === '/api/listings/category-counts')!.searchParams.get('type')).toBe('sell');
  });

  it('keep working, without counts, when the counts fail', async () => {
    const urls = stubFetchUrls(() => problem(500, 'Internal Server Error'));
    renderCards();
    await vi.waitFor(() => expect(urls.length).toBeGreaterThan(0));
    expect(screen.getAllByRole('link')).toHaveLength(HOME_CATEGORIES.length);
    expect(screen.queryByText(/listings?$/)).toBeNull();
  });
});
