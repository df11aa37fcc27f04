import { Button } from '@web/ui/button';
import { Field } from '@web/ui/field';
import { Input } from '@web/ui/input';
import { KeyRound, LockKeyhole, Store } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage, errorStatus } from '../../lib/api-error';
import { LOGIN_MESSAGES, UNLOCK_ERROR_TOAST_ID, useUnlock } from './use-portal-session';

export const ENTRY_CODE_LENGTH = 16;
export const ENTRY_CODE_MESSAGE = 'Entry code must be 16 digits';

/** What a refused unlock says: the spec's words for a wrong code, the server's for a rate limit. */
function unlockFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return LOGIN_MESSAGES.invalid;
  if (status === 429) return errorMessage(error, LOGIN_MESSAGES.failed);
  return LOGIN_MESSAGES.failed;
}

/** 'Mini Store Admin': the store's 16-digit entry code opens its portal. */
export function LockScreen() {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const unlock = useUnlock();
  const complete = code.length === ENTRY_CODE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || unlock.isPending) return;
    setRefusal(undefined);
    unlock.mutate(
      { data: { entryCode: code } },
      {
        onError: (error) => {
          const message = unlockFailure(error);
          setRefusal(message);
          // A wrong code's toast has an id: a second wrong code replaces it, and an unlock dismisses it.
          toast.error(message, message === LOGIN_MESSAGES.invalid ? { id: UNLOCK_ERROR_TOAST_ID } : undefined);
        },
      },
    );
  };

  const shownError = refusal ?? (touched && code.length > 0 && !complete ? ENTRY_CODE_MESSAGE : undefined);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-emerald-50 via-canvas to-canvas px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-solid text-white shadow-card">
            <Store aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg">Mini Store Admin</h1>
          <p className="mt-1.5 text-sm text-fg-muted">Enter your store&apos;s entry code to manage products, orders and settings.</p>
        </div>
        <form onSubmit={submit} className="card space-y-5 p-6 sm:p-8" noValidate>
          <Field
            label="Entry code"
            required
            error={shownError}
            hint="The 16-digit code you received with your store."
            aside={
              <span className="text-xs tabular text-fg-subtle" aria-hidden="true">
                {code.length}/{ENTRY_CODE_LENGTH}
              </span>
            }
          >
            <Input
              name="entryCode"
              value={code}
              onChange={(event) => {
                setRefusal(undefined);
                setCode(event.target.value.replace(/\D/g, '').slice(0, ENTRY_CODE_LENGTH));
              }}
              onBlur={() => setTouched(true)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ENTRY_CODE_LENGTH}
              pattern="[0-9]{16}"
              placeholder="0000 0000 0000 0000"
              spellCheck={false}
              autoFocus
              leadingIcon={<KeyRound className="size-4" />}
              className="font-mono tracking-[0.2em]"
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={!complete} busy={unlock.isPending}>
            {unlock.isPending ? null : <LockKeyhole aria-hidden="true" className="size-4" />}
            Unlock Store Admin
          </Button>
        </form>
        <p className="mt-6 text-center text-xs text-fg-subtle">Thriftz · Mini Stores</p>
      </div>
    </main>
  );
}
