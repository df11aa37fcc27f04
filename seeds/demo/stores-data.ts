// The demo's mini stores, their products and the mini-store home's carousel and promos, as data.

export interface DemoProduct {
  title: string;
  description: string;
  price: number;
  category: 'clothing' | 'electronics' | 'books' | 'home' | 'sports' | 'beauty' | 'other';
  /** Without sizes: the stock. */
  stock?: number;
  /** With sizes: each size's stock (the product's stock is their sum). */
  sizes?: [size: string, stock: number][];
  /** Days since it was added (under 7 shows NEW). */
  days: number;
  /** Boosted this many hours ago, where: Featured Products shows the newest boosts first. */
  boost?: [hoursAgo: number, where: 'home' | 'miniStore'];
  isActive?: boolean;
  pictures: number;
}

export interface DemoStore {
  slug: string;
  name: string;
  /** A demo person's key (people.ts). */
  by: string;
  description: string;
  category: 'clothing-fashion' | 'books-stationery' | 'electronics';
  premium: boolean;
  paymentOptions: ('prepaid' | 'cod')[];
  colorScheme: 'default' | '1' | '2';
  location: string;
  contactInfo: string;
  contactLink: string;
  socialLinks: Record<string, string>;
  days: number;
  /** Two colours of the store's pictures (logo, cover, banners). */
  colours: [string, string];
  banners: string[];
  products: DemoProduct[];
}

/**
 * The demo student's store opens with this code in the owner portal. Demo only: a real store's
 * code is random, and shown once, when it is made or regenerated.
 */
export const DEMO_STORE_ENTRY_CODE = '4242424242424242';

const SIZES = (s: number, m: number, l: number, xl: number): [string, number][] => [['S', s], ['M', m], ['L', l], ['XL', xl]];

export const demoStores: DemoStore[] = [
  {
    slug: 'campus-threads',
    name: 'Campus Threads',
    by: 'priya',
    description: 'Thrifted and upcycled clothes from around campus: hoodies, denim, fest tees and ethnic wear, washed and ready to wear.',
    category: 'clothing-fashion',
    premium: true,
    paymentOptions: ['prepaid', 'cod'],
    colorScheme: 'default',
    location: 'Girls Hostel 2, common room (evenings)',
    contactInfo: 'Message on WhatsApp, replies after 5 pm',
    contactLink: 'https://wa.me/919876543210',
    socialLinks: { instagram: 'https://instagram.com/campus.threads' },
    days: 40,
    colours: ['#db2777', '#7c3aed'],
    banners: ['Fest season fits', 'Tees from ₹249', 'Upcycled denim'],
    products: [
      { title: 'Oversized college hoodie', description: 'Heavy cotton fleece, navy, the university crest on the back. Worn one winter.', price: 699, category: 'clothing', sizes: SIZES(2, 4, 3, 1), days: 2, boost: [3, 'miniStore'], pictures: 2 },
      { title: 'Fest crew tee', description: 'Last year\'s cultural fest tee, unworn, soft bio-wash cotton.', price: 249, category: 'clothing', sizes: SIZES(5, 6, 4, 0), days: 5, boost: [7, 'home'], pictures: 1 },
      { title: 'Vintage denim jacket', description: 'Light-wash trucker jacket with a sherpa collar. Fits true to size.', price: 1299, category: 'clothing', sizes: SIZES(0, 1, 1, 0), days: 12, pictures: 2 },
      { title: 'Block-print cotton kurta', description: 'Hand block-printed indigo kurta, great for department days.', price: 549, category: 'clothing', sizes: SIZES(1, 2, 2, 1), days: 9, pictures: 1 },
      { title: 'Canvas tote bag', description: 'Sturdy tote with an inside pocket; fits a laptop and a lunchbox.', price: 199, category: 'other', stock: 12, days: 3, pictures: 1 },
      { title: 'Graphic print tee', description: 'Retro sunset print, soft and a little faded just right.', price: 299, category: 'clothing', sizes: SIZES(1, 0, 2, 0), days: 20, pictures: 1 },
      { title: 'Woollen beanie', description: 'Hand-knit, charcoal grey, one size.', price: 179, category: 'clothing', stock: 6, days: 15, pictures: 1 },
      { title: 'Track pants', description: 'Quick-dry joggers with zip pockets, for the morning run.', price: 449, category: 'sports', sizes: SIZES(2, 2, 1, 1), days: 25, isActive: false, pictures: 1 },
    ],
  },
  {
    slug: 'page-turners',
    name: 'Page Turners',
    by: 'fatima',
    description: 'Second-hand novels, exam guides and handmade stationery. Every book checked for missing pages.',
    category: 'books-stationery',
    premium: true,
    paymentOptions: ['cod'],
    colorScheme: '1',
    location: 'Central library steps, weekdays 1 to 2 pm',
    contactInfo: 'Write to me for a book you do not see',
    contactLink: 'mailto:fatima.sheikh@campus.edu',
    socialLinks: { instagram: 'https://instagram.com/pageturners.campus' },
    days: 18,
    colours: ['#0f766e', '#f59e0b'],
    banners: ['Exam guides in stock', 'Handmade bookmarks'],
    products: [
      { title: 'The God of Small Things', description: 'Paperback, light pencil notes in the first chapter.', price: 180, category: 'books', stock: 1, days: 4, boost: [2, 'home'], pictures: 1 },
      { title: 'GATE mechanical guide (2 vols)', description: 'Previous papers with solutions, both volumes, no highlighting.', price: 650, category: 'books', stock: 2, days: 6, boost: [10, 'miniStore'], pictures: 2 },
      { title: 'Handmade bookmark set', description: 'Five pressed-flower bookmarks, laminated.', price: 120, category: 'other', stock: 20, days: 1, pictures: 1 },
      { title: 'Engineering graphics sheets (A2)', description: 'Pack of 20 drawing sheets, 200 gsm.', price: 150, category: 'other', stock: 8, days: 10, pictures: 1 },
      { title: 'Harry Potter box set', description: 'All seven paperbacks in the box, well loved but complete.', price: 1450, category: 'books', stock: 1, days: 14, pictures: 2 },
      { title: 'Leather-bound journal', description: 'Refillable A5 journal with 200 unruled pages.', price: 399, category: 'other', stock: 5, days: 8, pictures: 1 },
      { title: 'Organic chemistry by Morrison & Boyd', description: 'Seventh edition, a few highlighted pages.', price: 520, category: 'books', stock: 0, days: 16, pictures: 1 },
    ],
  },
  {
    slug: 'gadget-garage',
    name: 'Gadget Garage',
    by: 'aditya',
    description: 'Tested second-hand gadgets and project parts: keyboards, earphones, power banks and Arduino kits.',
    category: 'electronics',
    premium: false,
    paymentOptions: ['prepaid'],
    colorScheme: '2',
    location: 'ECE lab block, room 204',
    contactInfo: 'Everything is tested before it goes out',
    contactLink: 'https://t.me/gadgetgarage_campus',
    socialLinks: { github: 'https://github.com/aditya-k' },
    days: 3,
    colours: ['#1d4ed8', '#06b6d4'],
    banners: ['Project parts in stock', 'Tested and ready', 'Prepaid, delivered to your hostel'],
    products: [
      { title: 'Mechanical keyboard (blue switches)', description: 'Tenkeyless, RGB, one keycap replaced. Clicky and loud.', price: 1800, category: 'electronics', stock: 1, days: 2, boost: [1, 'home'], pictures: 2 },
      { title: 'Arduino Uno starter kit', description: 'Board, breadboard, jumper wires, LEDs, sensors and a manual.', price: 950, category: 'electronics', stock: 3, days: 3, boost: [5, 'miniStore'], pictures: 2 },
      { title: 'Wired earphones with mic', description: 'Sealed pair, 3.5 mm jack.', price: 249, category: 'electronics', stock: 10, days: 1, boost: [12, 'home'], pictures: 1 },
      { title: '10000 mAh power bank', description: 'Charges a phone twice; USB-C in and out. Six months old.', price: 699, category: 'electronics', stock: 2, days: 2, pictures: 1 },
      { title: 'USB-C cable (1 m, braided)', description: 'Fast-charging cable, new in pack.', price: 149, category: 'electronics', stock: 25, days: 3, pictures: 1 },
      { title: 'Scientific calculator fx-991', description: 'Allowed in exams; new batteries.', price: 750, category: 'electronics', stock: 1, days: 3, pictures: 1 },
      { title: 'Desk lamp with USB port', description: 'Three brightness levels, flexible neck.', price: 480, category: 'home', stock: 4, days: 2, pictures: 1 },
    ],
  },
];

/** The mini-store home's carousel (the first is the page's own welcome). */
export const demoSlides = [
  {
    icon: '🛍️',
    h1: 'Welcome to Mini Stores',
    h2: 'Campus shops run by students',
    h3: 'Clothes, books and gadgets from people you study with, delivered on campus.',
    button1Text: 'Browse Stores',
    button1Link: '/all-stores',
    button2Text: 'How It Works',
    button2Link: '/how-it-works',
    gradient: 'linear-gradient(135deg, #059669, #0d9488)',
  },
  {
    icon: '👕',
    h1: 'Fest Season Fits',
    h2: 'Campus Threads',
    h3: 'Hoodies, tees and kurtas for every fest night.',
    button1Text: 'Shop Clothing',
    button1Link: '/mini-stores/campus-threads',
    button2Text: 'All Stores',
    button2Link: '/all-stores',
    gradient: 'linear-gradient(135deg, #db2777, #7c3aed)',
  },
  {
    icon: '🔌',
    h1: 'Build Your Next Project',
    h2: 'Gadget Garage',
    h3: 'Arduino kits, cables and tested gadgets, prepaid and delivered to your hostel.',
    button1Text: 'Shop Gadgets',
    button1Link: '/mini-stores/gadget-garage',
    button2Text: 'All Stores',
    button2Link: '/all-stores',
    gradient: 'linear-gradient(135deg, #1d4ed8, #06b6d4)',
  },
];

export const demoPromos = [
  { message: 'Exam week: guides and notes at Page Turners', cta: 'Browse books', ctaLink: '/mini-stores/page-turners' },
  { message: 'Free delivery anywhere on campus, from every store', cta: '', ctaLink: '' },
  { message: 'Run a store of your own? Find out how it works', cta: 'Learn more', ctaLink: '/how-it-works' },
];
