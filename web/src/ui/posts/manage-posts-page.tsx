import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ActionCallbacks } from '../../lib/posts/own-post-actions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { PageHeader } from '../page-header';
import { OwnPostGridSkeleton } from './own-post-card';
import { CountStat, CreatePostLink, OwnPostsGrid, OwnPostsLoadFailed, type CreatePostLinkProps, type OwnPost } from './own-post-parts';
import type { OwnPostsCopy } from './own-posts-panel';

/** The most own posts one call returns (the contract's page-size ceiling): a manage page does not page. */
export const MANAGE_PAGE_SIZE = 100;

/** One of the kind's two counts beside Total. */
export interface KindStat<Key extends string> {
  key: Key;
  icon: LucideIcon;
  label: string;
}

/** The one-way mark the page offers on every card (Mark Sold, Mark Fulfilled). */
export interface ManageMark<Item = OwnPost> {
  /** The card's button and the confirmation's button. */
  label: string;
  title: string;
  /** Other words for some posts (a lend listing is marked Unavailable, not Sold). */
  wordsFor?: (item: Item) => { label: string; title: string } | null;
  /** The confirmation's sentence about the post titled `title`. */
  description: (title: string) => string;
  run: (id: string, callbacks?: ActionCallbacks) => void;
  isPending: boolean;
}

export interface ManagePostsPageProps<Item extends OwnPost, Key extends string> {
  documentTitle: string;
  header: { eyebrow: string; title: string; lead: string };
  /** Shown after the create link in the header. */
  headerLinks?: ReactNode;
  create: CreatePostLinkProps;
  /** The kind's own posts still on the browse pages (available, active). */
  query: UseQueryResult<{ items: Item[]; total: number; counts: Record<Key, number> }, unknown>;
  totalIcon: LucideIcon;
  kindStats: [KindStat<Key>, KindStat<Key>];
  /** Names the grid's section for screen readers. */
  sectionLabel: string;
  copy: Pick<OwnPostsCopy, 'loadingLabel' | 'loadFailed' | 'empty'>;
  renderCard: (item: Item, actions: ReactNode) => ReactNode;
  detailPath: (id: string) => string;
  mark: ManageMark<Item>;
}

/** A manage page (/manage-listings, /manage-requests): the kind's live posts with counts, each with its mark. */
export function ManagePostsPage<Item extends OwnPost, Key extends string>({
  documentTitle,
  header,
  headerLinks,
  create,
  query,
  totalIcon,
  kindStats,
  sectionLabel,
  copy,
  renderCard,
  detailPath,
  mark,
}: ManagePostsPageProps<Item, Key>) {
  useDocumentTitle(documentTitle);
  const [toMark, setToMark] = useState<Item | null>(null);

  const items = query.data?.items ?? [];
  // Counted by the server over every post, not just the page shown.
  const counts = query.data?.counts;
  const [firstStat, secondStat] = kindStats;
  const wordsOf = (item: Item) => mark.wordsFor?.(item) ?? { label: mark.label, title: mark.title };

  let content;
  if (query.isPending) {
    content = <OwnPostGridSkeleton label={copy.loadingLabel} />;
  } else if (query.isError) {
    content = <OwnPostsLoadFailed message={copy.loadFailed} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState icon={copy.empty.icon} title={copy.empty.title} action={<CreatePostLink {...create} />}>
        {copy.empty.text}
      </EmptyState>
    );
  } else {
    content = (
      <OwnPostsGrid
        items={items}
        renderCard={renderCard}
        detailPath={detailPath}
        action={(item) => (
          <Button className="flex-1" onClick={() => setToMark(item)} aria-label={`${wordsOf(item).label}: ${item.title}`}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {wordsOf(item).label}
          </Button>
        )}
      />
    );
  }

  return (
    <div className="pb-16">
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead}>
        <div className="mt-6 flex flex-wrap gap-3">
          <CreatePostLink {...create} variant="secondary" />
          {headerLinks}
        </div>
      </PageHeader>
      <div className="container-page mt-6 space-y-8 sm:mt-8">
        {query.isError ? null : (
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            <CountStat icon={totalIcon} label="Total" value={query.data?.total ?? null} tint="bg-primary-soft text-primary" />
            <CountStat icon={firstStat.icon} label={firstStat.label} value={counts?.[firstStat.key] ?? null} tint="bg-sky-50 text-sky-700" />
            <CountStat icon={secondStat.icon} label={secondStat.label} value={counts?.[secondStat.key] ?? null} tint="bg-accent-soft text-accent-ink" />
          </dl>
        )}
        <section aria-label={sectionLabel}>{content}</section>
      </div>

      <ConfirmDialog
        open={toMark !== null}
        onOpenChange={(open) => {
          if (!open) setToMark(null);
        }}
        title={toMark ? wordsOf(toMark).title : mark.title}
        description={toMark ? mark.description(toMark.title) : ''}
        confirmLabel={toMark ? wordsOf(toMark).label : mark.label}
        busyLabel="Marking…"
        tone="primary"
        busy={mark.isPending}
        onConfirm={() => {
          if (toMark) mark.run(toMark._id, { onSettled: () => setToMark(null) });
        }}
      />
    </div>
  );
}
