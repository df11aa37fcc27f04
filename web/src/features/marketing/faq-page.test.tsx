import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FaqPage from './faq-page';

function renderFaq() {
  return render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
}

describe('FaqPage', () => {
  it('shows the four groups', () => {
    renderFaq();
    for (const title of ['Account and Profile', 'Buying and Selling', 'Payments and Fees', 'Safety and Privacy']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(document.title).toBe('FAQ · Thriftz');
  });

  it('keeps only one answer open at a time across the whole page', async () => {
    const user = userEvent.setup();
    renderFaq();

    const forgot = screen.getByRole('button', { name: 'I forgot my password. What do I do?' });
    const fees = screen.getByRole('button', { name: 'Does Thriftz charge any fees?' });
    expect(screen.queryByText(/expires in 1 hour/)).not.toBeInTheDocument();

    await user.click(forgot);
    expect(forgot).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/expires in 1 hour/)).toBeVisible();

    // A question in another group closes the first one.
    await user.click(fees);
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(forgot).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/currently no fees/)).toBeVisible();
    expect(screen.queryByText(/expires in 1 hour/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    // Clicking the open one closes it.
    await user.click(fees);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('lists the prohibited items and the plan prices', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'What am I not allowed to sell?' }));
    for (const item of ['Counterfeit items', 'Weapons', 'Alcohol', 'Illegal substances', 'Live animals']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'What do the paid plans include?' }));
    expect(screen.getByText(/Basic Plan, ₹99: 3 extra listings and 1 product ad a month/)).toBeInTheDocument();
    expect(screen.getByText(/Pro Plan, ₹199: 10 extra listings and 3 product ads a month/)).toBeInTheDocument();
  });
});
