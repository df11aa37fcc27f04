// The demo's students: who they are, and their rows. Everyone shares one demo password.
import type { Knex } from 'knex';
import { hashPassword } from '../../api/src/modules/auth/index.js';
import type { Clock } from './time.js';

export const demoAccounts = {
  student: { email: 'student@campus.edu', password: 'student123', fullName: 'Priya Sharma' },
  admin: { email: 'admin@campus.edu', password: 'admin123', fullName: 'Arjun Mehta' },
} as const;

/** The other demo students log in with their e-mail and this password (handy to answer a chat). */
export const DEMO_PEOPLE_PASSWORD = 'student123';

export interface DemoPerson {
  /** How the other demo files name this person. */
  key: string;
  email: string;
  fullName: string;
  bio: string;
  phone: string;
  socialLinks: Record<string, string>;
  joinedDaysAgo: number;
  isAdmin?: boolean;
}

export const people: DemoPerson[] = [
  {
    key: 'priya',
    ...demoAccounts.student,
    bio: 'Second-year mechanical engineering. Selling my first-year books and lending my cycle on weekends.',
    phone: '+91 98765 43210',
    socialLinks: { instagram: 'https://instagram.com/priya.builds', linkedin: 'https://www.linkedin.com/in/priya-sharma-mech' },
    joinedDaysAgo: 210,
  },
  {
    key: 'arjun',
    ...demoAccounts.admin,
    bio: 'Thriftz team. Write to us from the contact page if something looks wrong.',
    phone: '',
    socialLinks: {},
    joinedDaysAgo: 400,
    isAdmin: true,
  },
  {
    key: 'rahul',
    email: 'rahul.verma@campus.edu',
    fullName: 'Rahul Verma',
    bio: 'Final-year CSE. Clearing out my room before placements. Quick replies after 6 pm.',
    phone: '+91 98450 11223',
    socialLinks: { github: 'https://github.com/rahulverma-dev', linkedin: 'https://www.linkedin.com/in/rahul-verma-cse' },
    joinedDaysAgo: 320,
  },
  {
    key: 'meera',
    email: 'meera.nair@campus.edu',
    fullName: 'Meera Nair',
    bio: 'Architecture, third year. I lend drafting tools and sell the art supplies I do not need any more.',
    phone: '+91 94470 55678',
    socialLinks: { instagram: 'https://instagram.com/meera.sketches', website: 'https://meeranair.design' },
    joinedDaysAgo: 150,
  },
  {
    key: 'aditya',
    email: 'aditya.kulkarni@campus.edu',
    fullName: 'Aditya Kulkarni',
    bio: 'ECE, second year. Arduino kits, sensors and a soldering station for anyone building a project.',
    phone: '',
    socialLinks: { github: 'https://github.com/aditya-k' },
    joinedDaysAgo: 95,
  },
  {
    key: 'ananya',
    email: 'ananya.iyer@campus.edu',
    fullName: 'Ananya Iyer',
    bio: 'MBA first year. Moving hostels soon, so most of my furniture is up for grabs.',
    phone: '+91 99000 34567',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/ananya-iyer' },
    joinedDaysAgo: 60,
  },
  {
    key: 'kabir',
    email: 'kabir.singh@campus.edu',
    fullName: 'Kabir Singh',
    bio: 'Civil engineering, fourth year. Gamer, cyclist, and looking for a flatmate near the north gate.',
    phone: '+91 98110 77889',
    socialLinks: { instagram: 'https://instagram.com/kabir.rides', twitter: 'https://twitter.com/kabirsingh_civ' },
    joinedDaysAgo: 280,
  },
  {
    key: 'sneha',
    email: 'sneha.reddy@campus.edu',
    fullName: 'Sneha Reddy',
    bio: 'Biotech, third year. Lab coats, goggles and notes from every semester so far.',
    phone: '',
    socialLinks: {},
    joinedDaysAgo: 180,
  },
  {
    key: 'rohan',
    email: 'rohan.das@campus.edu',
    fullName: 'Rohan Das',
    bio: 'Physics, first year. Photography club member; my camera gear is available to borrow.',
    phone: '+91 90070 24680',
    socialLinks: { instagram: 'https://instagram.com/rohan.frames' },
    joinedDaysAgo: 40,
  },
  {
    key: 'fatima',
    email: 'fatima.sheikh@campus.edu',
    fullName: 'Fatima Sheikh',
    bio: 'English literature, second year. Novels, kurtis and handmade bookmarks.',
    phone: '+91 97690 13579',
    socialLinks: { website: 'https://fatimareads.in' },
    joinedDaysAgo: 130,
  },
  {
    key: 'vikram',
    email: 'vikram.joshi@campus.edu',
    fullName: 'Vikram Joshi',
    bio: 'Mechanical, final year. Selling my bike and the gym gear before I graduate.',
    phone: '+91 98230 86420',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/vikram-joshi-mech' },
    joinedDaysAgo: 350,
  },
  {
    key: 'divya',
    email: 'divya.menon@campus.edu',
    fullName: 'Divya Menon',
    bio: 'Chemistry, first year. Looking for second-hand books and a quiet roommate.',
    phone: '',
    socialLinks: {},
    joinedDaysAgo: 25,
  },
];

/** Inserts everyone in one statement; answers their ids by key. */
export async function insertPeople(trx: Knex.Transaction, clock: Clock): Promise<Map<string, string>> {
  // scrypt is slow on purpose: two hashes, shared by everyone with the same password.
  const [adminHash, studentHash] = await Promise.all([hashPassword(demoAccounts.admin.password), hashPassword(DEMO_PEOPLE_PASSWORD)]);
  const rows = people.map((p) => {
    const joined = clock.ago(p.joinedDaysAgo);
    return {
      email: p.email,
      fullName: p.fullName,
      passwordHash: p.isAdmin ? adminHash : studentHash,
      isAdmin: p.isAdmin ?? false,
      phone: p.phone,
      bio: p.bio,
      socialLinks: JSON.stringify(p.socialLinks),
      emailVerifiedAt: joined,
      joinedDate: joined,
      // Demo accounts have been "used" already: no welcome e-mail for them.
      profileCreatedAt: joined,
      welcomeEmailQueuedAt: joined,
    };
  });
  const inserted: { id: string; email: string }[] = await trx('users').insert(rows).returning(['id', 'email']);
  const idOf = new Map(inserted.map((r) => [r.email, r.id]));
  return new Map(people.map((p) => [p.key, idOf.get(p.email)!]));
}
