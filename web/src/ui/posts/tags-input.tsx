import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from '../input';
import { MAX_TAGS, TAG_MAX_LENGTH } from '../../lib/posts/post-fields';

/**
 * Tags as removable chips: Enter (or Add) turns the typed word into a tag. Tags are trimmed,
 * empty ones and repeats are ignored, and there are at most 10.
 */
export function TagsInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const full = value.length >= MAX_TAGS;

  const add = () => {
    const tag = text.trim();
    if (!tag) return;
    if (full) {
      setNote(`You can add up to ${MAX_TAGS} tags.`);
      return;
    }
    if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setNote(`“${tag}” is already a tag.`);
      setText('');
      return;
    }
    onChange([...value, tag]);
    setText('');
    setNote(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds a tag; it must not submit the form.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const message = error ?? note;

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Tags
        </label>
        <span className="tabular text-xs text-fg-subtle">
          {value.length}/{MAX_TAGS}
        </span>
      </div>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={TAG_MAX_LENGTH}
          disabled={disabled || full}
          enterKeyHint="enter"
          placeholder={full ? 'Maximum reached' : 'e.g. casio, semester 3'}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          className={cn(controlClasses, 'h-11 flex-1 sm:h-10')}
        />
        <button
          type="button"
          onClick={add}
          disabled={disabled || full || text.trim() === ''}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-line-strong bg-surface px-3 text-sm font-semibold text-fg hover:bg-slate-50 disabled:opacity-50 sm:h-10"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className={cn('text-sm', message ? 'font-medium text-danger-ink' : 'text-fg-subtle')} aria-live="polite">
        {message ?? `Press Enter to add a tag. Up to ${MAX_TAGS} tags help buyers find your item.`}
      </p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags added">
          {value.map((tag) => (
            <li key={tag}>
              <span className="inline-flex h-8 items-center gap-1 rounded-full bg-primary-soft pl-3 pr-1 text-sm font-medium text-primary-ink ring-1 ring-inset ring-emerald-200">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((existing) => existing !== tag))}
                  disabled={disabled}
                  aria-label={`Remove tag ${tag}`}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-emerald-100"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
