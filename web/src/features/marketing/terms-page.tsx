import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PROHIBITED_ITEMS } from './faq-content';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These Terms of Service (the <strong>Terms</strong>) govern your use of Thriftz, the campus marketplace on which
          students of one university buy, sell, lend, borrow and request items, look for roommates and run small student
          stores (together, the <strong>Service</strong>). By creating an account or using the Service you agree to these
          Terms and to our <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <p>
          Thriftz is a platform that introduces students to one another. Unless a page clearly says otherwise, Thriftz is
          not the buyer, the seller, the lender or the borrower of any item listed on it, and is not a party to the
          agreements that students make with each other.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Thriftz',
    body: (
      <>
        <p>Thriftz is for verified campus students only. To open an account you must:</p>
        <ul>
          <li>be a current student of the university, with a valid campus e-mail address;</li>
          <li>confirm that address through the single-use verification link we send to it;</li>
          <li>
            be at least 18 years old, or have the consent of a parent or legal guardian who accepts these Terms on your
            behalf;
          </li>
          <li>not have had a Thriftz account closed by us for breaking these Terms.</li>
        </ul>
        <p>
          Anyone may browse public pages, but buying, selling, lending, chatting, posting requests and subscribing need a
          verified account. We may ask you to re-verify your student status at any time, and we may suspend accounts whose
          campus e-mail address stops working.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You may hold one account. Keep your password to yourself and choose one of at least 6 characters that you do
          not use elsewhere. You are responsible for everything done through your account until you tell us that it has
          been misused.
        </p>
        <p>
          If you forget your password, you can ask for a reset link from the login page. The link expires in 1 hour and
          works only once. Thriftz staff will never ask you for your password or a one-time code.
        </p>
        <p>
          The information in your profile (name, phone number, bio and social links) must be true and must belong to you.
          Your campus e-mail address identifies you as a student and cannot be changed.
        </p>
      </>
    ),
  },
  {
    id: 'listings',
    title: 'Listings, requests and roommate posts',
    body: (
      <>
        <p>When you publish anything on Thriftz you promise that:</p>
        <ul>
          <li>you own the item or are entitled to sell or lend it;</li>
          <li>the title, description, condition, price, rental rate and photos are accurate and your own;</li>
          <li>the item is available, and you will mark it as sold or unavailable as soon as it is not;</li>
          <li>the listing is lawful and allowed under the section on prohibited items below.</li>
        </ul>
        <p>
          Listings, requests and roommate posts stay visible for 28 days after they are created. Your plan sets how many
          listings you can publish each month (5 on the free plan). Anonymous listings hide your name from other students,
          but not from Thriftz.
        </p>
        <p>
          You keep ownership of what you post. You give Thriftz a non-exclusive, royalty-free licence to host, copy,
          resize, display and promote it on the Service for as long as it is published, and for a reasonable period
          afterwards in backups.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited items and conduct',
    body: (
      <>
        <p>You may not list, request, sell, lend or give away any of the following:</p>
        <ul>
          {PROHIBITED_ITEMS.map((item) => (
            <li key={item}>{item}</li>
          ))}
          <li>anything else whose sale or possession is illegal in India or forbidden by the university&apos;s rules.</li>
        </ul>
        <p>You also agree not to:</p>
        <ul>
          <li>harass, threaten, discriminate against or defraud other students;</li>
          <li>post spam, misleading prices, or listings for items you do not have;</li>
          <li>collect other students&apos; personal data, or contact them for anything unrelated to a deal;</li>
          <li>use bots or scripts, probe the Service for weaknesses, or get around limits such as listing quotas;</li>
          <li>create more than one account, or use someone else&apos;s.</li>
        </ul>
        <p>
          We may remove content and limit, suspend or close accounts that break these rules, and we will report illegal
          activity to the university or the authorities where we must.
        </p>
      </>
    ),
  },
  {
    id: 'deals',
    title: 'Deals between students',
    body: (
      <>
        <p>
          Buyers and sellers, and lenders and borrowers, agree the price, rental period, deposit, payment method and
          hand-over among themselves. Thriftz does not inspect items, does not guarantee their quality or legality, and
          does not hold money for student-to-student deals.
        </p>
        <p>For your safety we strongly recommend that you:</p>
        <ul>
          <li>keep the conversation in Thriftz chat until you meet;</li>
          <li>meet in a public place on campus and inspect the item before paying;</li>
          <li>agree return dates, deposits and the condition of rented items in writing in the chat;</li>
          <li>never pay in advance for an item you have not seen, and never share one-time passwords.</li>
        </ul>
        <p>
          If something goes wrong, contact the Thriftz support team. We reply within 48 hours and will help where we can,
          but disputes remain between the students involved.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees, plans and payments',
    body: (
      <>
        <p>
          Thriftz currently charges no fees and takes no commission on deals between students. Promoted listings may be
          introduced later; we will announce them, with their prices, before they apply to anyone.
        </p>
        <p>Optional paid plans raise your monthly allowances:</p>
        <ul>
          <li>Basic Plan, ₹99 for 30 days: 3 extra listings and 1 product ad a month;</li>
          <li>Mid Plan, ₹149 for 30 days: 5 extra listings and 2 product ads a month;</li>
          <li>Pro Plan, ₹199 for 30 days: 10 extra listings and 3 product ads a month.</li>
        </ul>
        <p>
          Every plan keeps the 5 free listings a month. Prices are in Indian rupees. Online
          payments are processed by our payment partner; Thriftz never sees or stores your card or bank details. A new
          plan can be bought only when none is active. If a paid plan does not work as described, write to support within
          30 days of payment for a refund.
        </p>
        <p>
          Purchases from student mini stores are contracts between you and the store owner, who is responsible for the
          goods, delivery, returns and refunds.
        </p>
      </>
    ),
  },
  {
    id: 'content-ip',
    title: 'Thriftz content and intellectual property',
    body: (
      <p>
        The Thriftz name, logo, design and software belong to Thriftz and its licensors. You may use the Service for its
        intended purpose, but you may not copy, scrape, resell or build a competing service from it. If you believe
        content on Thriftz infringes your rights, tell the support team which content and why, and we will act promptly.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension, deletion and inactive accounts',
    body: (
      <>
        <p>
          You can stop using Thriftz at any time and ask us to delete your account. Deletion requests are handled within
          72 hours. Your public listings are removed when the request is handled; records we must keep by law (for
          example of payments) are kept only for as long as the law requires.
        </p>
        <p>
          Accounts that stay inactive are kept for 2 years and then deleted. We may suspend or close an account that
          breaks these Terms, with notice where it is safe and lawful to give it.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <>
        <p>
          We work hard to keep Thriftz available and secure, but the Service is provided &ldquo;as is&rdquo;. We do not
          promise that it will be uninterrupted or free of errors, or that any listing, student or store is what it claims
          to be.
        </p>
        <p>
          To the extent the law allows, Thriftz is not liable for losses that arise from deals between students, from
          content posted by others, or for indirect or consequential losses. Where we are liable, our total liability to
          you is limited to the amount you paid Thriftz in the three months before the claim. Nothing in these Terms
          limits liability that cannot be limited under Indian law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to the Service and these Terms',
    body: (
      <p>
        Thriftz is built by students and will change as we learn. We may update these Terms; when a change is material we
        will tell you on the site or by e-mail before it takes effect. If you keep using Thriftz after that date you
        accept the new Terms; if you do not agree, you can delete your account.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and grievances',
    body: (
      <>
        <p>
          These Terms are governed by the laws of India, including the Information Technology Act, 2000 and the rules made
          under it. Courts with jurisdiction over the university&apos;s campus will hear any dispute that we cannot
          resolve together.
        </p>
        <p>
          Complaints about content or conduct on Thriftz can be sent to our Grievance Officer through the Thriftz support
          team. We acknowledge complaints within 48 hours and resolve them within the time the law sets.
        </p>
      </>
    ),
  },
];

/** /terms: Terms of Service. */
export default function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      lead="The rules that keep Thriftz fair and safe for every student. Please read them before you list or buy."
      updated="2025-08-19"
      sections={SECTIONS}
    />
  );
}
