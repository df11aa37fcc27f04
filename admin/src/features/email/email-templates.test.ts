import { describe, expect, it } from 'vitest';
import { launchMoment, quickTemplates } from './email-templates';

const byId = (launchAt: Date | null) => Object.fromEntries(quickTemplates(launchAt).map((t) => [t.id, t]));

describe('the quick templates', () => {
  it('name the real launch time, in India time, not a fixed date', () => {
    const templates = byId(new Date('2026-12-01T15:30:00Z'));
    expect(templates.launch!.subject).toBe('Thriftz is launching on 1 December 2026 at 9 PM IST!');
    expect(templates.launch!.content).toContain('launches on 1 December 2026 at 9 PM IST.');
    expect(templates.countdown!.content).toContain('opens its doors on 1 December 2026 at 9 PM IST.');
    for (const t of Object.values(templates)) expect(`${t.subject} ${t.content}`).not.toContain('27 August 2025');
  });

  it('show minutes only when there are some, with AM or PM', () => {
    expect(launchMoment(new Date('2027-01-09T04:15:00Z'))).toBe('9 January 2027 at 9:45 AM IST');
    expect(launchMoment(new Date('2026-08-31T18:30:00Z'))).toBe('1 September 2026 at 12 AM IST');
  });

  it('name no date when no launch time is set', () => {
    const templates = byId(null);
    expect(templates.launch!.subject).toBe('Thriftz is launching soon!');
    expect(templates.launch!.content).toMatch(/^Big news: Thriftz, the marketplace for students of your campus, launches soon\.\n/);
    expect(templates.countdown!.content).toMatch(/^Only a few days to go until Thriftz opens its doors\.\n/);
    for (const t of Object.values(templates)) expect(`${t.subject} ${t.content}`).not.toMatch(/\b20\d\d\b|IST/);
    expect(Object.keys(templates)).toEqual(['launch', 'countdown', 'welcome', 'sale', 'new-product']);
  });
});
