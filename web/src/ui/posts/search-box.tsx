import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { controlClasses } from '../input';
import { cn } from '../../lib/cn';
import { SEARCH_MAX_LENGTH } from '../../lib/posts/browse-params';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search input of a browse page. Typing is committed after a pause (or at once on Enter);
 * a change of `value` from outside (Back, a removed chip, Reset) replaces what is shown.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label = 'Search listings',
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  /** The input's accessible name. */
  label?: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const committed = useRef(value);

  // Outside changes replace the text; our own commits come back equal and are ignored.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  // The latest onSearch through a ref: only the text should restart the timer, not a new callback.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  const commit = useCallback((next: string) => {
    const q = next.trim();
    if (q === committed.current) return;
    committed.current = q;
    onSearchRef.current(q);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, commit]);

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      <label htmlFor="browse-search" className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-fg-subtle" />
      <input
        id="browse-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className={cn(controlClasses, 'h-12 pl-11 pr-11 text-base sm:text-base [&::-webkit-search-cancel-button]:hidden')}
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            commit('');
          }}
          aria-label="Clear search"
          className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-fg-subtle hover:bg-slate-100 hover:text-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
