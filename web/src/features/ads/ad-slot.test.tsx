import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdContent } from '@thriftz/client/generated/model';
import { json, problem, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { AdSlot } from './ad-slot';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const ad = (over: Partial<AdContent> = {}): AdContent => ({
  _id: 'a0000000-0000-4000-8000-000000000001',
  title: 'Textbook exchange week',
  description: 'Swap last term’s books',
  type: 'banner',
  position: { name: 'product-listing' },
  isActive: true,
  startDate: null,
  endDate: null,
  imageUrl: '/ads/textbook-exchange.svg',
  linkUrl: '/products?category=textbooks',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('AdSlot', () => {
  it("shows the position's newest ad as a sponsored image link", async () => {
    const fetchMock = stubFetch({ '/api/ads/active': json([ad(), ad({ _id: 'a0000000-0000-4000-8000-000000000002', title: 'Older ad' })]) });
    renderWithClient(<AdSlot position="product-listing" />);
    const picture = await screen.findByRole('img', { name: 'Textbook exchange week' });
    expect(picture).toHaveAttribute('src', '/ads/textbook-exchange.svg');
    expect(picture).toHaveAttribute('width', '300');
    expect(picture).toHaveAttribute('height', '250');
    const link = screen.getByRole('link', { name: 'Textbook exchange week' });
    expect(link).toHaveAttribute('href', '/products?category=textbooks');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('complementary', { name: 'Sponsored' })).toHaveTextContent('Sponsored');
    expect(screen.queryByText('Older ad')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('position=product-listing');
  });

  it('opens an external link in a new tab and shows the title when there is no picture', async () => {
    stubFetch({ '/api/ads/active': json([ad({ imageUrl: null, linkUrl: 'https://example.org/fest' })]) });
    renderWithClient(<AdSlot position="footer" />);
    const link = await screen.findByRole('link', { name: 'Textbook exchange week' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByText('Swap last term’s books')).toBeInTheDocument();
  });

  it('keeps its space while loading, then renders nothing when the position has no ads', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ '/api/ads/active': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderWithClient(<AdSlot position="header" />);
    expect(container.querySelector('[data-ad-position="header"]')).toBeInTheDocument();
    answer(json([]));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('renders nothing when the call fails', async () => {
    const fetchMock = stubFetch({ '/api/ads/active': problem(500, 'Internal Server Error') });
    const { container } = renderWithClient(<AdSlot position="sidebar" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('closes the ad for the rest of the session, and shows another ad still', async () => {
    stubFetch({ '/api/ads/active': json([ad()]) });
    const first = renderWithClient(<AdSlot position="sidebar" />);
    await screen.findByRole('img', { name: 'Textbook exchange week' });
    expect(screen.getByRole('img', { name: 'Textbook exchange week' })).toHaveClass('object-contain');
    screen.getByRole('button', { name: 'Close ad: Textbook exchange week' }).click();
    await waitFor(() => expect(first.container).toBeEmptyDOMElement());
    first.unmount();

    // Closed on the next page too.
    stubFetch({ '/api/ads/active': json([ad()]) });
    const again = renderWithClient(<AdSlot position="sidebar" />);
    await waitFor(() => expect(again.container).toBeEmptyDOMElement());
    again.unmount();

    // A different ad shows.
    stubFetch({ '/api/ads/active': json([ad({ _id: 'a0000000-0000-4000-8000-000000000009', title: 'Cycle repair camp' })]) });
    renderWithClient(<AdSlot position="sidebar" />);
    expect(await screen.findByRole('img', { name: 'Cycle repair camp' })).toBeInTheDocument();
  });
});
