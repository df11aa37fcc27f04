/** The five quick templates that fill in the subject and the content (spec 3, section 2.3). */
export interface QuickTemplate {
  id: string;
  label: string;
  subject: string;
  content: string;
  /** Its words name the launch time, so it waits until that time is known. */
  namesLaunch?: boolean;
}

const indiaDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
const indiaClock = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });

/** `27 August 2025 at 9 PM IST` (minutes only when there are some: `9:30 PM`), in India time. */
export function launchMoment(launchAt: Date): string {
  const parts = Object.fromEntries(indiaClock.formatToParts(launchAt).map((part) => [part.type, part.value]));
  const clock = `${parts.hour}${parts.minute === '00' ? '' : `:${parts.minute}`} ${parts.dayPeriod?.toUpperCase()}`;
  return `${indiaDay.format(launchAt)} at ${clock} IST`;
}

/**
 * The five templates. The launch ones name the site's real launch time (GET /api/settings/public:
 * the Settings panel's value, else the deployment's LAUNCH_AT); with none set they name no date.
 */
export function quickTemplates(launchAt: Date | null): QuickTemplate[] {
  const when = launchAt ? launchMoment(launchAt) : null;
  return [
    {
      id: 'launch',
      label: 'Website launch announcement',
      namesLaunch: true,
      subject: when ? `Thriftz is launching on ${when}!` : 'Thriftz is launching soon!',
      content: `Big news: Thriftz, the marketplace for students of your campus, launches ${when ? `on ${when}` : 'soon'}.\n\nBuy and sell textbooks, gadgets and hostel essentials, lend what you do not use, and find roommates, all within your campus.\n\nSee you at the launch!`,
    },
    {
      id: 'countdown',
      label: 'Launch countdown',
      namesLaunch: true,
      subject: 'The countdown is on: Thriftz launches soon',
      content: `Only a few days to go until Thriftz opens its doors${when ? ` on ${when}` : ''}.\n\nGet your listings ready: the first students to post get noticed first.`,
    },
    ...OTHER_TEMPLATES,
  ];
}

const OTHER_TEMPLATES: QuickTemplate[] = [
  {
    id: 'welcome',
    label: 'Welcome',
    subject: 'Welcome to Thriftz!',
    content:
      'Welcome to Thriftz, the campus marketplace.\n\nBuy and sell, lend and borrow, and find what you need from students on your campus. Every account gets 5 free listings a month.',
  },
  {
    id: 'sale',
    label: 'Sale announcement',
    subject: 'Flash sale: up to 50% off for 24 hours',
    content:
      'For the next 24 hours only, get up to 50% off on textbooks, electronics and more from students on your campus.\n\nHurry: the sale ends in 24 hours!',
  },
  {
    id: 'new-product',
    label: 'New product alert',
    subject: 'New on Thriftz: fresh listings near you',
    content: 'New products have just been listed on Thriftz by students on your campus.\n\nHave a look before someone else grabs them!',
  },
];
