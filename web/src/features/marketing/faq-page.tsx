import { ChevronDown, CreditCard, LifeBuoy, ShieldCheck, ShoppingBag, UserRound } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from '../../ui/page-header';
import { FAQ_GROUPS, type FaqItem } from './faq-content';
import { useScrollToHash } from './legal-page';

const GROUP_ICONS: Record<string, ReactNode> = {
  account: <UserRound aria-hidden="true" className="size-5" />,
  'buying-selling': <ShoppingBag aria-hidden="true" className="size-5" />,
  'payments-fees': <CreditCard aria-hidden="true" className="size-5" />,
  'safety-privacy': <ShieldCheck aria-hidden="true" className="size-5" />,
};

function Answer({ item }: { item: FaqItem }) {
  const blocks: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length) {
      blocks.push(
        <ul key={`list-${blocks.length}`} className="list-disc space-y-1 pl-5">
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>,
      );
      bullets = [];
    }
  };
  for (const paragraph of item.answer) {
    if (paragraph.startsWith('• ')) {
      bullets.push(paragraph.slice(2));
    } else {
      flush();
      blocks.push(<p key={`p-${blocks.length}`}>{paragraph}</p>);
    }
  }
  flush();
  return <div className="space-y-3 pb-5 pr-2 text-[0.9375rem] leading-relaxed text-fg-muted">{blocks}</div>;
}

/** /faq: four groups in one accordion, so only one answer is open at a time on the whole page. */
export default function FaqPage() {
  useDocumentTitle('FAQ');
  useScrollToHash();
  return (
    <>
      <PageHeader
        eyebrow="Help centre"
        title="Frequently asked questions"
        lead="Everything about accounts, listings, fees and staying safe on Thriftz."
      >
        <nav aria-label="FAQ sections" className="mt-6 flex flex-wrap gap-2">
          {FAQ_GROUPS.map((group) => (
            <a
              key={group.id}
              href={`#${group.id}`}
              className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-fg-muted shadow-xs hover:border-primary hover:text-primary-ink"
            >
              <span className="text-primary">{GROUP_ICONS[group.id]}</span>
              {group.title}
            </a>
          ))}
        </nav>
      </PageHeader>

      <div className="container-page py-10 sm:py-14">
        <Accordion.Root type="single" collapsible className="mx-auto max-w-3xl space-y-10">
          {FAQ_GROUPS.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
              <h2 id={`${group.id}-title`} className="flex items-center gap-3 text-lg font-bold text-fg">
                <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  {GROUP_ICONS[group.id]}
                </span>
                {group.title}
              </h2>
              <div className="card mt-4 divide-y divide-line px-5">
                {group.items.map((item) => (
                  <Accordion.Item key={item.id} value={`${group.id}/${item.id}`}>
                    <Accordion.Header asChild>
                      <h3>
                        <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left font-semibold text-fg hover:text-primary-ink">
                          {item.question}
                          <ChevronDown
                            aria-hidden="true"
                            className="size-5 shrink-0 text-fg-subtle transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-primary"
                          />
                        </Accordion.Trigger>
                      </h3>
                    </Accordion.Header>
                    <Accordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
                      <Answer item={item} />
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
              </div>
            </section>
          ))}
        </Accordion.Root>

        <aside className="card mx-auto mt-12 flex max-w-3xl flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-ink">
            <LifeBuoy aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 className="font-semibold text-fg">Still stuck?</h2>
            <p className="mt-1 text-sm text-fg-muted">
              Write to the Thriftz support team from your campus e-mail. We reply within 48 hours.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
