import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { EMPTY_SHOWCASE } from '../../test/stores';
import { HomePromos } from './home-promos';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePromos', () => {
  it('rotates the running promos', async () => {
    const promo = { id: '1b2c3d4e-0000-4000-8000-000000000001', message: 'Exam week at Page Turners', cta: 'Browse books', ctaLink: '/mini-stores/page-turners' };
    stubFetch({ '/api/stores/showcase': json({ ...EMPTY_SHOWCASE, promos: [promo] }) });
    renderWithClient(<HomePromos />);
    expect(await screen.findByText('Exam week at Page Turners')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse books/ })).toHaveAttribute('href', '/mini-stores/page-turners');
  });

  it('says nothing while loading, then the standing message when no promo runs', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ '/api/stores/showcase': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderWithClient(<HomePromos />);
    expect(container).toBeEmptyDOMElement();
    answer(json(EMPTY_SHOWCASE));
    await waitFor(() => expect(screen.getByText(/Student-run mini stores/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Shop now/ })).toHaveAttribute('href', '/mini-stores');
  });
});
