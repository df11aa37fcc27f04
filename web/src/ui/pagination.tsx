import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';

/** The page numbers to show: first, last, the current one and its neighbours, gaps as null. */
export function pageWindow(current: number, total: number): Array<number | null> {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  });
  return result;
}

const cell =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors sm:h-10 sm:min-w-10';

/** Previous, page numbers (from the sm breakpoint), next. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className={cn('flex items-center justify-center gap-1.5', className)}>
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        className={cn(cell, 'gap-1 border border-line-strong bg-surface text-fg hover:bg-slate-50 disabled:pointer-events-none disabled:opacity-50')}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span>Previous</span>
      </button>
      <span className="px-2 text-sm text-fg-muted sm:hidden">
        Page {page} of {pageCount}
      </span>
      <ul className="hidden items-center gap-1.5 sm:flex">
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-subtle">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                onClick={() => onPageChange(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                className={cn(
                  cell,
                  number === page
                    ? 'bg-primary-solid text-white'
                    : 'border border-line bg-surface text-fg hover:border-line-strong hover:bg-slate-50',
                )}
              >
                {number}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        className={cn(cell, 'gap-1 border border-line-strong bg-surface text-fg hover:bg-slate-50 disabled:pointer-events-none disabled:opacity-50')}
      >
        <span>Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
