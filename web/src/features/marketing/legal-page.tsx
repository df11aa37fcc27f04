import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { PageHeader } from '../../ui/page-header';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Scrolls to #section on arrival (the page's code loads after the router has moved). */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** A long-form page with a table of contents: Terms of Service, Privacy Policy. */
export function LegalPage({
  title,
  lead,
  updated,
  sections,
}: {
  title: string;
  lead: ReactNode;
  updated: string;
  sections: LegalSection[];
}) {
  useScrollToHash();
  return (
    <>
      <PageHeader eyebrow="Legal" title={title} lead={lead}>
        <p className="mt-4 text-sm text-fg-subtle">Last updated {formatDate(updated)}</p>
      </PageHeader>
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[15rem_1fr] lg:gap-14">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <details className="card group p-4 lg:hidden">
            <summary className="flex min-h-8 cursor-pointer list-none items-center justify-between text-sm font-semibold text-fg">
              On this page
              <span aria-hidden="true" className="text-fg-subtle transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="block rounded py-1.5 text-fg-muted hover:text-primary-ink">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </details>
          <div className="hidden lg:block">
            <p className="text-xs font-semibold uppercase tracking-wider text-fg-subtle">On this page</p>
            <ol className="mt-3 space-y-0.5 border-l border-line text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-3 text-fg-muted hover:border-primary hover:text-primary-ink"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="prose-page card max-w-3xl p-5 sm:p-8 lg:p-10">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={section.id} className={index === 0 ? '!mt-0' : undefined}>
                <span id={`${section.id}-heading`}>
                  {index + 1}. {section.title}
                </span>
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
