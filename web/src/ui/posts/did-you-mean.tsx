// 'Did you mean …' under an empty search result: each suggestion searches for itself when clicked.
import { Sparkles } from 'lucide-react';

export function DidYouMean({ suggestions, onPick }: { suggestions: string[]; onPick: (suggestion: string) => void }) {
  if (!suggestions.length) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-fg">
      <Sparkles aria-hidden="true" className="size-4 text-accent" />
      <span>Did you mean</span>
      {suggestions.map((suggestion, index) => (
        <span key={suggestion}>
          <button
            type="button"
            onClick={() => onPick(suggestion)}
            className="rounded font-semibold text-primary-ink underline underline-offset-2 hover:text-primary"
          >
            {suggestion}
          </button>
          {index < suggestions.length - 1 ? ',' : '?'}
        </span>
      ))}
    </p>
  );
}
