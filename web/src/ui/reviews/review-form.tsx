import { useState, type FormEvent } from 'react';
import { ApiError } from '@thriftz/client/fetcher';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../button';
import { Field } from '../field';
import { Textarea } from '../textarea';
import { REVIEW_MAX, REVIEW_MESSAGES } from './review-messages';
import { StarInput } from './star-input';

export interface ReviewInput {
  rating: number;
  text: string;
}

/** Which field a problem from the API belongs to (its errors[].path), if any. */
function fieldErrors(error: unknown): { rating?: string; text?: string } {
  if (!(error instanceof ApiError)) return {};
  const found: { rating?: string; text?: string } = {};
  for (const e of (error.problem?.errors ?? []) as { path: string; message: string }[]) {
    if (e.path.endsWith('/rating')) found.rating = e.message;
    if (e.path.endsWith('/text')) found.text = e.message;
  }
  return found;
}

/** The app's toasts (the student app and the store portal each have their own toaster). */
export interface ReviewToasts {
  success: (message: string) => unknown;
  error: (message: string) => unknown;
}

/**
 * Stars and a short review, checked as the server checks them; `send` posts it. The server's
 * refusals land under their field, anything else in a toast.
 */
export function ReviewForm({
  send,
  busy,
  toast,
  onDone,
  submitLabel = 'Post review',
}: {
  send: (input: ReviewInput) => Promise<unknown>;
  busy: boolean;
  toast: ReviewToasts;
  onDone?: () => void;
  submitLabel?: string;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(rating === null ? { rating: REVIEW_MESSAGES.rating } : {}),
      ...(!text.trim() || text.length > REVIEW_MAX ? { text: REVIEW_MESSAGES.text } : {}),
    };
    setErrors(found);
    if (found.rating || found.text) return;
    try {
      await send({ rating: rating!, text: text.trim() });
      toast.success(REVIEW_MESSAGES.sent);
      onDone?.();
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField.rating || byField.text) setErrors(byField);
      else toast.error(errorMessage(error, REVIEW_MESSAGES.failed));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <StarInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
      />
      <Field
        label="Your review"
        required
        error={errors.text}
        hint="What was the deal like? Be kind and specific."
        aside={
          <span className={text.length > REVIEW_MAX ? 'text-xs font-semibold text-danger-ink' : 'text-xs text-fg-subtle'}>
            {text.length}/{REVIEW_MAX}
          </span>
        }
      >
        <Textarea
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setErrors((er) => ({ ...er, text: undefined }));
          }}
        />
      </Field>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Posting…' : submitLabel}
      </Button>
    </form>
  );
}
