import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    body: (
      <>
        <p>
          This Privacy Policy explains what personal data Thriftz collects when you use the campus marketplace, why we
          collect it, who can see it, how long we keep it and the choices you have. It applies together with our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
        <p>
          We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information
          Technology Act, 2000. In the language of that law, Thriftz is the data fiduciary for the data described here.
        </p>
      </>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Data you give us</h3>
        <ul>
          <li>
            <strong>Account data:</strong> your full name, campus e-mail address and password (stored only as a salted
            hash, never in readable form). If you sign in with Google, we receive your name, e-mail address and profile
            photo from Google.
          </li>
          <li>
            <strong>Profile data:</strong> phone number, bio, profile photo and social links, all optional.
          </li>
          <li>
            <strong>Content:</strong> listings, requests, roommate posts, photos, messages in chat, reports and messages
            you send to support.
          </li>
          <li>
            <strong>Purchases:</strong> the plan or add-on you buy, its price and dates, and the payment reference from our
            payment partner. We never receive or store your card, UPI PIN or bank details. For mini-store orders, the
            name, phone number and delivery address you enter at checkout.
          </li>
        </ul>
        <h3>Data collected automatically</h3>
        <ul>
          <li>
            <strong>Session data:</strong> a single session cookie that keeps you signed in. We do not use advertising or
            cross-site tracking cookies.
          </li>
          <li>
            <strong>Technical logs:</strong> IP address, browser type, pages requested and errors, kept to secure the
            Service and to fix problems.
          </li>
          <li>
            <strong>Usage counts:</strong> how many listings and ads you have used this month, so that plan allowances
            work.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your data',
    body: (
      <>
        <p>We use personal data only to:</p>
        <ul>
          <li>verify that you are a student of the university and keep out everyone else;</li>
          <li>run your account, show your listings and connect you with other students through chat;</li>
          <li>send service e-mails: verification links, password reset links, receipts and important notices;</li>
          <li>apply plan allowances, process payments and keep the records the law requires;</li>
          <li>detect fraud, spam and abuse, enforce the Terms, and answer reports and support requests;</li>
          <li>understand, in aggregate, how Thriftz is used so we can improve it.</li>
        </ul>
        <p>
          We do not sell your personal data and we do not use it for third-party advertising. We will ask for your
          consent before using it for anything new.
        </p>
      </>
    ),
  },
  {
    id: 'visibility',
    title: 'What other students can see',
    body: (
      <>
        <p>
          Your <strong>public profile</strong> shows your name, profile photo, bio, social links and the month you joined,
          along with your active listings, requests and roommate posts.
        </p>
        <p>
          Your <strong>e-mail address and phone number are private</strong>. Other students see your phone number only if
          you add it to a listing or share it in chat, for example to be contacted on WhatsApp. Anonymous listings hide
          your name from other students. Chat messages are visible only to the two people in the conversation and, when a
          conversation is reported, to the Thriftz team reviewing the report.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    body: (
      <>
        <p>We share personal data only with:</p>
        <ul>
          <li>
            <strong>Service providers</strong> that host the Service, send e-mail, store images and process payments,
            under contracts that let them use the data only to provide their service to us;
          </li>
          <li>
            <strong>Mini-store owners</strong>, who receive the order and delivery details you enter when you buy from
            their store;
          </li>
          <li>
            <strong>The university or the authorities</strong>, when the law requires it or when it is needed to protect
            someone&apos;s safety.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <>
        <ul>
          <li>Listings, requests and roommate posts expire 28 days after they are created.</li>
          <li>Password reset links expire after 1 hour; verification links work once.</li>
          <li>
            Inactive accounts are kept for 2 years, then deleted together with their profile, listings and messages.
          </li>
          <li>
            When you ask us to delete your account, the request is handled within 72 hours. Payment records are kept for
            as long as tax and accounting law requires.
          </li>
          <li>
            Backups are rotated every 30 days, so deleted data disappears from backups within 30 days of its deletion.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your data',
    body: (
      <p>
        All traffic to Thriftz is encrypted in transit. Passwords are stored as salted hashes. Access to personal data
        within the team is limited to the people who need it to run the Service. Sign-in attempts are rate-limited, and
        signing in again or resetting your password ends your other sessions. No system is perfectly secure: if a breach
        affects your data, we will tell you and the Data Protection Board of India as the law requires.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>You can at any time:</p>
        <ul>
          <li>see and correct your profile under My Profile;</li>
          <li>ask for a summary of the personal data we hold about you;</li>
          <li>withdraw consent for optional processing, such as marketing e-mails;</li>
          <li>ask us to delete your account (handled within 72 hours);</li>
          <li>nominate someone to exercise these rights for you in case of death or incapacity;</li>
          <li>complain to our Grievance Officer and, if unresolved, to the Data Protection Board of India.</li>
        </ul>
        <p>
          Send requests to the Thriftz support team from the e-mail address of your account. Support replies within 48
          hours.
        </p>
      </>
    ),
  },
  {
    id: 'minors',
    title: 'Students under 18',
    body: (
      <p>
        Thriftz is meant for students aged 18 or over. A student under 18 may use it only with the verifiable consent of a
        parent or legal guardian. We do not knowingly track minors or show them targeted advertising; if we learn that we
        hold a minor&apos;s data without consent, we delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change to this policy on this page and update the date at the top. If a change affects how we
        use data you have already given us, we will tell you by e-mail or on the site before it takes effect.
      </p>
    ),
  },
];

/** /privacy: Privacy Policy. */
export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What we collect, why, who sees it and how long we keep it. Short version: only what the marketplace needs."
      updated="2025-08-19"
      sections={SECTIONS}
    />
  );
}
