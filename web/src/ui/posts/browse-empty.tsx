import { RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { EmptyState } from '../empty-state';

/**
 * What a browse page says when a page has no posts. With filters set, the spec's words ('No
 * products match your filters.') and Reset filters; with none, the list is simply empty, so it
 * says so and invites the student to create the first one.
 */
export interface BrowseEmptyCopy {
  icon: LucideIcon;
  /** No filter set: the list is empty ('Nothing is for sale yet.'). */
  title: string;
  text: string;
  /** The create link of that kind. */
  action: ReactNode;
  /** Filters set: the spec's sentence. */
  filteredTitle: string;
  filteredText: string;
  /** Under the sentence: 'Did you mean …' when a search found nothing. */
  suggestion?: ReactNode;
}

export function BrowseEmpty({
  copy,
  filtered,
  onReset,
  children,
}: {
  copy: BrowseEmptyCopy;
  filtered: boolean;
  onReset: () => void;
  /** Extra lines under the sentence (for example suggestions for the search). */
  children?: ReactNode;
}) {
  return (
    <EmptyState
      icon={copy.icon}
      title={filtered ? copy.filteredTitle : copy.title}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onReset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset filters
          </Button>
        ) : (
          copy.action
        )
      }
    >
      <p>{filtered ? copy.filteredText : copy.text}</p>
      {copy.suggestion}
      {children}
    </EmptyState>
  );
}
