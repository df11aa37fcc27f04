import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, listPage, stubFetchUrls } from '../../test/api-stub';
import { renderWithSearchProbe, shownSearch } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import RequestsPage from './requests-page';

beforeAll(polyfillResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe("the requests page's 'Did you mean'", () => {
  it('offers the closest request titles under an empty search; a click searches for one', async () => {
    const urls = stubFetchUrls((url) => {
      if (url.pathname === '/api/requests/suggestions') return json({ suggestions: ['Need a scientific calculator'] });
      if (url.pathname === '/api/requests') return json(listPage([]));
      return undefined;
    });
    const user = userEvent.setup();
    renderWithSearchProbe(<RequestsPage />, '/request?q=calculater');
    await user.click(await screen.findByRole('button', { name: 'Need a scientific calculator' }, { timeout: 4000 }));
    await waitFor(() => expect(shownSearch().get('q')).toBe('Need a scientific calculator'));
    expect(urls.find((u) => u.pathname === '/api/requests/suggestions')!.searchParams.get('q')).toBe('calculater');
  });
});
