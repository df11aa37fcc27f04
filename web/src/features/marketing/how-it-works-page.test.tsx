import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../lib/support';
import HowItWorksPage from './how-it-works-page';

describe('HowItWorksPage', () => {
  it('says stores are paid and that pricing comes by e-mail, with a pricing mail link and the contact page', () => {
    render(
      <MemoryRouter>
        <HowItWorksPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How Mini Stores Work' })).toBeInTheDocument();
    expect(document.title).toBe('How Mini Stores Work · Thriftz');
    expect(screen.getByText(/Stores are paid/)).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: /E-mail us for pricing/ });
    expect(mail).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}?subject=Mini%20store%20pricing`);
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });
});
