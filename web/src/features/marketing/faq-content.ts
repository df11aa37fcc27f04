/**
 * The FAQ (document 2, sections 2.8 and 9). Facts that must stay consistent with the Terms and
 * the Privacy Policy: reset links last 1 hour; deletion requests are handled within 72 hours;
 * support replies within 48 hours; inactive accounts are kept 2 years; backups rotate every
 * 30 days; users are 18 or have parental consent; no fees for now (promoted listings may come
 * later); the prohibited items; verified campus students only; the plans.
 */
export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs; a string starting with '• ' is rendered as a bullet list item. */
  answer: string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const PROHIBITED_ITEMS = [
  'Counterfeit items',
  'Weapons',
  'Alcohol',
  'Illegal substances',
  'Items that infringe intellectual property (pirated books, software, media)',
  'Live animals',
] as const;

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'account',
    title: 'Account and Profile',
    items: [
      {
        id: 'who-can-join',
        question: 'Who can join Thriftz?',
        answer: [
          'Only verified campus students. You sign up with your campus e-mail address and confirm it through the verification link we send you; addresses from other domains cannot sign up.',
          'Everyone can look around the site, but buying, selling, chatting and posting need a verified account.',
        ],
      },
      {
        id: 'age',
        question: 'Is there a minimum age?',
        answer: [
          'You must be at least 18 years old, or have the consent of a parent or legal guardian to use Thriftz.',
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. What do I do?',
        answer: [
          "On the login page, enter your campus e-mail and choose 'Forgot password?'. We e-mail you a reset link.",
          'The link expires in 1 hour and works only once. If it has expired, simply ask for a new one.',
        ],
      },
      {
        id: 'edit-profile',
        question: 'How do I update my profile?',
        answer: [
          'Open My Profile from the account menu. You can change your name, phone number, bio and social links at any time.',
          'Your campus e-mail cannot be changed, because it is what verifies you as a student.',
        ],
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: [
          'Send a deletion request to the Thriftz support team from the e-mail address of your account. Deletion requests are handled within 72 hours.',
          'Your listings disappear at once; some records (for example of payments) are kept where the law requires it, as explained in the Privacy Policy.',
        ],
      },
      {
        id: 'inactive-accounts',
        question: 'What happens if I stop using my account?',
        answer: [
          'Inactive accounts are kept for 2 years. After that the account and its personal data are deleted, so you can come back after a semester abroad without losing anything.',
        ],
      },
    ],
  },
  {
    id: 'buying-selling',
    title: 'Buying and Selling',
    items: [
      {
        id: 'how-many-listings',
        question: 'How many items can I list?',
        answer: [
          'Every account can publish 5 listings a month on the free plan. Paid plans add more listings and product ads on top of those 5 (see Payments and Fees).',
        ],
      },
      {
        id: 'listing-duration',
        question: 'How long does a listing stay up?',
        answer: [
          'A listing stays visible for 28 days. You can mark it as sold earlier, or post it again once it expires.',
        ],
      },
      {
        id: 'prohibited',
        question: 'What am I not allowed to sell?',
        answer: [
          'These items are prohibited on Thriftz:',
          ...PROHIBITED_ITEMS.map((item) => `• ${item}`),
          'Listings that break these rules are removed, and repeated breaches can close the account.',
        ],
      },
      {
        id: 'borrow-lend',
        question: 'Can I lend or rent out my things instead of selling them?',
        answer: [
          'Yes. Borrow & Lend listings carry a rental rate per hour, day, week or month and, if you like, a refundable deposit. Agree the return date with the borrower before handing anything over.',
        ],
      },
      {
        id: 'meeting',
        question: 'How do I hand items over?',
        answer: [
          'Chat with the other student in the app, then meet in a public place on campus such as the library, a canteen or the main gate. Check the item before you pay.',
        ],
      },
    ],
  },
  {
    id: 'payments-fees',
    title: 'Payments and Fees',
    items: [
      {
        id: 'fees',
        question: 'Does Thriftz charge any fees?',
        answer: [
          'No. There are currently no fees and no commission on what you sell, lend or buy. Promoted listings may be introduced later; we will announce any change before it applies.',
        ],
      },
      {
        id: 'plans',
        question: 'What do the paid plans include?',
        answer: [
          'The free plan gives you 5 listings a month. Paid plans run for 30 days and add to that:',
          '• Basic Plan, ₹99: 3 extra listings and 1 product ad a month',
          '• Mid Plan, ₹149: 5 extra listings and 2 product ads a month',
          '• Pro Plan, ₹199: 10 extra listings and 3 product ads a month',
          'Your plan, its usage and its expiry date are shown under My Profile → Subscription.',
        ],
      },
      {
        id: 'paying-sellers',
        question: 'How do I pay another student?',
        answer: [
          'Buyer and seller agree on the payment between themselves, usually UPI or cash when you meet. Never pay for an item you have not seen, and never share OTPs or passwords.',
        ],
      },
    ],
  },
  {
    id: 'safety-privacy',
    title: 'Safety and Privacy',
    items: [
      {
        id: 'who-sees-what',
        question: 'Who can see my details?',
        answer: [
          'Other students see your public profile: your name, photo, bio, social links and when you joined. Your e-mail address and phone number stay private unless you share them in a listing or a chat.',
        ],
      },
      {
        id: 'data-protection',
        question: 'How is my data protected?',
        answer: [
          'Passwords are stored only as salted hashes, all traffic is encrypted, and backups are rotated every 30 days. The Privacy Policy explains what we collect and why.',
        ],
      },
      {
        id: 'report',
        question: 'How do I report a listing or a user?',
        answer: [
          'Contact the Thriftz support team with a link to the listing or profile and what happened. Support replies within 48 hours, and we act sooner on anything that puts someone at risk.',
        ],
      },
      {
        id: 'scams',
        question: 'How do I avoid scams?',
        answer: [
          'Deal only with verified students, keep the conversation in Thriftz chat, meet on campus in daylight, inspect before paying and be wary of prices that look too good to be true.',
        ],
      },
    ],
  },
];
