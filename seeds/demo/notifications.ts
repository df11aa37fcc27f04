// The demo's site notifications: one on every page, one on the home page only, one scheduled for
// next week and one switched off, so the banner and the admin's list both have something to show.
// Colours here are dark enough for white text at WCAG AA (the spec's default #3B82F6 is not).
import type { Db } from '../../api/src/db/knex.js';
import type { Clock } from './time.js';

export async function insertNotifications(trx: Db, clock: Clock): Promise<void> {
  await trx('siteNotifications').insert([
    {
      title: 'End-of-semester sale',
      message: 'Seniors are clearing out their rooms: books, cycles and hostel essentials at student prices.',
      type: 'success',
      priority: 'high',
      showOnHomePage: true,
      showOnAllPages: true,
      ctaText: 'Browse products',
      ctaLink: '/products',
      backgroundColor: '#065F46',
      textColor: '#FFFFFF',
      startDate: clock.ago(2),
      endDate: clock.ago(-12),
      createdAt: clock.ago(2),
      updatedAt: clock.ago(2),
    },
    {
      title: 'Welcome to Thriftz',
      message: 'Buy, sell and lend with verified students of your campus. Meet at the campus spots, pay in person.',
      type: 'info',
      priority: 'medium',
      ctaText: 'How it works',
      ctaLink: '/how-it-works',
      backgroundColor: '#1D4ED8',
      textColor: '#FFFFFF',
      createdAt: clock.ago(20),
      updatedAt: clock.ago(20),
    },
    {
      title: 'Mini Stores fest',
      message: 'Student-run stores open their stalls online next week. Set up yours before the rush.',
      type: 'info',
      priority: 'medium',
      showOnAllPages: true,
      ctaText: 'See the stores',
      ctaLink: '/mini-stores',
      backgroundColor: '#92400E',
      textColor: '#FFFFFF',
      startDate: clock.ago(-7),
      endDate: clock.ago(-14),
      createdAt: clock.ago(1),
      updatedAt: clock.ago(1),
    },
    {
      title: 'Scheduled maintenance',
      message: 'Thriftz was briefly unavailable on Sunday night for maintenance. Thank you for your patience.',
      type: 'warning',
      priority: 'low',
      isActive: false,
      backgroundColor: '#FEF3C7',
      textColor: '#78350F',
      createdAt: clock.ago(30),
      updatedAt: clock.ago(25),
    },
  ]);
}
