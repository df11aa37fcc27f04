import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SuspensionBanner } from './suspension-banner';

describe('SuspensionBanner', () => {
  it('says until when (India time), why, and what the student can still do', () => {
    render(<SuspensionBanner suspension={{ until: '2026-11-27T08:30:00Z', reason: 'Selling counterfeit goods.' }} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe(
      'Your account is suspended until 27 Nov 2026, 2:00 pm: Selling counterfeit goods. You can still browse, but you cannot post, chat or buy until then.',
    );
  });
});
