import { Clock, Mail } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../lib/support';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../ui/card';
import { IconTile } from '../../ui/icon-tile';
import { PageHeader } from '../../ui/page-header';
import { ContactForm } from './contact-form';
import { CONTACT_LIMITS } from './contact-schema';
import { CopyEmailButton } from './copy-email-button';
import { InstagramIcon, LinkedinIcon } from './social-icons';

/** Where the team reads mail, and its public profiles. */
const SOCIAL_LINKS: Array<{ label: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { label: 'Instagram', href: 'https://www.instagram.com/thriftz', icon: InstagramIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/thriftz', icon: LinkedinIcon },
];

const NEXT_STEPS = [
  { title: 'Send a message', text: 'Tell us what you need with the form. A few details help us help you faster.' },
  { title: 'We reply within 24 hours', text: 'Someone from the Thriftz team answers at the e-mail address you gave.' },
  { title: 'Solve the problem together', text: 'We stay on it with you until it is sorted.' },
] as const;

function EmailCard() {
  return (
    <Card className="p-5">
      <div className="flex items-start gap-4">
        <IconTile icon={Mail} tone="primary" size="lg" className="shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-fg">Email us</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-0.5 block break-all text-sm font-medium text-primary-ink hover:underline">
            {SUPPORT_EMAIL}
          </a>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-ink">
            <Clock aria-hidden="true" className="size-3.5" />
            Avg. response: &lt;24h
          </p>
        </div>
      </div>
      <CopyEmailButton email={SUPPORT_EMAIL} className="mt-4 w-full" />
    </Card>
  );
}

function SocialCard() {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-fg">Follow us</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-lg border border-line-strong px-4 text-sm font-semibold text-fg hover:bg-slate-50 sm:h-10"
            >
              <Icon className="size-4" />
              {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function NextSteps() {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-fg">What happens next?</h2>
      <ol className="mt-4 space-y-4">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="tabular flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-solid text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-sm font-semibold text-fg">{step.title}</h3>
              <p className="mt-0.5 text-sm text-fg-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * /contact: the contact form, the team's address, social links and what happens next.
 * `?subject=` prefills the subject (Create Your Store links here with 'Store application').
 */
export default function ContactPage() {
  useDocumentTitle('Contact');
  const [params] = useSearchParams();
  const subject = (params.get('subject') ?? '').trim().slice(0, CONTACT_LIMITS.subject);
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        lead="A question, an idea, or a deal that went wrong? Write to the Thriftz team and we will get back to you."
      />
      <div className="container-page grid gap-6 py-8 sm:py-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
        <Card className="p-5 sm:p-8">
          <h2 className="text-lg font-semibold text-fg">Send us a message</h2>
          <p className="mt-1 text-sm text-fg-muted">Fields marked * are required.</p>
          <div className="mt-6">
            <ContactForm subject={subject} />
          </div>
        </Card>
        <aside aria-label="Other ways to reach us" className="space-y-6">
          <EmailCard />
          <NextSteps />
          <SocialCard />
        </aside>
      </div>
    </>
  );
}
