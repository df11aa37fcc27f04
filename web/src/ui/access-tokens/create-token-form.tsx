// The form that makes a personal access token: its name, its scopes and how many days it lasts.
// It checks what the server checks, then puts each of the server's field messages under its field.
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@thriftz/client/fetcher';
import type { AccessTokenInput, AccessTokenScope } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Field } from '../field';
import { Input } from '../input';
import {
  DEFAULT_EXPIRY_DAYS,
  MAX_EXPIRY_DAYS,
  MIN_EXPIRY_DAYS,
  NAME_MAX_LENGTH,
  TOKEN_FIELD_MESSAGES,
  TOKEN_MESSAGES,
  type ScopeOption,
} from './token-copy';

type FieldName = 'name' | 'scopes' | 'expiresInDays';
export type TokenFormErrors = Partial<Record<FieldName | 'form', string>>;

/** The form's field for an API path: `/body/name`, `/body/scopes/2`, `/body/expiresInDays`. */
function fieldOf(path: string): FieldName | null {
  const head = path.replace(/^\/body\//, '').split('/')[0];
  return head === 'name' || head === 'scopes' || head === 'expiresInDays' ? head : null;
}

/**
 * The messages to show for a refused create: field messages under their fields; the admin scope's
 * refusal (403) under the scopes; anything else (the 20-token limit, the hourly limit) for the form.
 */
export function tokenFormErrors(error: unknown): TokenFormErrors {
  const errors: TokenFormErrors = {};
  if (error instanceof ApiError) {
    for (const fieldError of error.problem.errors ?? []) {
      const field = fieldOf(fieldError.path);
      if (field) errors[field] ??= fieldError.message;
    }
    if (error.status === 403 && error.problem.detail) errors.scopes ??= error.problem.detail;
  }
  if (!errors.name && !errors.scopes && !errors.expiresInDays) errors.form = errorMessage(error, TOKEN_MESSAGES.createFailed);
  return errors;
}

function checkInput(name: string, scopes: AccessTokenScope[], days: string): TokenFormErrors {
  const errors: TokenFormErrors = {};
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > NAME_MAX_LENGTH) errors.name = TOKEN_FIELD_MESSAGES.name;
  if (scopes.length === 0) errors.scopes = TOKEN_FIELD_MESSAGES.scopes;
  const n = Number(days);
  if (!/^\d+$/.test(days.trim()) || n < MIN_EXPIRY_DAYS || n > MAX_EXPIRY_DAYS) errors.expiresInDays = TOKEN_FIELD_MESSAGES.expiresInDays;
  return errors;
}

export function CreateTokenForm({
  scopes: options,
  onCreate,
  busy,
  disabledReason,
  headingLevel: Heading = 'h2',
}: {
  scopes: ScopeOption[];
  /** Sends the token; resolves with the refusal's messages, or nothing when it was made. */
  onCreate: (input: AccessTokenInput) => Promise<TokenFormErrors | undefined>;
  busy: boolean;
  /** Why no token can be made now (the limit is reached); the form is shown disabled with it. */
  disabledReason?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const scopesErrorId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['read']);
  const [days, setDays] = useState(String(DEFAULT_EXPIRY_DAYS));
  const [errors, setErrors] = useState<TokenFormErrors>({});

  const toggle = (scope: AccessTokenScope, on: boolean) => {
    setScopes((current) => (on ? [...current.filter((s) => s !== scope), scope] : current.filter((s) => s !== scope)));
    setErrors(({ scopes: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkInput(name, scopes, days);
    setErrors(found);
    if (Object.keys(found).length) return;
    // In the offered order, so the request reads the same whatever order they were ticked in.
    const ordered = options.map((o) => o.scope).filter((s) => scopes.includes(s));
    const refused = await onCreate({ name: name.trim(), scopes: ordered, expiresInDays: Number(days) });
    if (refused) {
      setErrors(refused);
      return;
    }
    setName('');
    setScopes(['read']);
    setDays(String(DEFAULT_EXPIRY_DAYS));
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId} aria-busy={busy || undefined} className="card p-5 sm:p-6">
      <Heading id={headingId} className="text-base font-semibold text-fg">
        New token
      </Heading>
      {disabledReason ? <p className="mt-2 text-sm text-fg-muted">{disabledReason}</p> : null}
      <fieldset disabled={busy || Boolean(disabledReason)} className="mt-4 min-w-0 space-y-5">
        <Field
          label="Name"
          required
          error={errors.name}
          hint="What it is for, so you know it again: Price sync script."
          aside={<span className="tabular text-xs text-fg-subtle">{name.length}/{NAME_MAX_LENGTH}</span>}
        >
          <Input
            value={name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(e) => {
              setName(e.target.value);
              setErrors(({ name: _dropped, ...rest }) => rest);
            }}
          />
        </Field>

        <fieldset className="min-w-0" aria-describedby={errors.scopes ? scopesErrorId : undefined} aria-invalid={errors.scopes ? true : undefined}>
          <legend className="text-sm font-medium text-fg">
            Scopes
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          </legend>
          <div className="mt-1 space-y-1">
            {options.map((option) => (
              <Checkbox key={option.scope} checked={scopes.includes(option.scope)} onCheckedChange={(on) => toggle(option.scope, on)} className="py-1.5">
                <span className="block font-medium">{option.label}</span>
                <span className="block text-fg-muted">{option.description}</span>
              </Checkbox>
            ))}
          </div>
          {errors.scopes ? (
            <p id={scopesErrorId} className="mt-1.5 text-sm font-medium text-danger-ink">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>

        <Field label="Expires in (days)" required error={errors.expiresInDays} hint={`${MIN_EXPIRY_DAYS} to ${MAX_EXPIRY_DAYS} days; ${DEFAULT_EXPIRY_DAYS} unless you change it.`}>
          <Input
            type="number"
            inputMode="numeric"
            min={MIN_EXPIRY_DAYS}
            max={MAX_EXPIRY_DAYS}
            step={1}
            value={days}
            className="max-w-40"
            onChange={(e) => {
              setDays(e.target.value);
              setErrors(({ expiresInDays: _dropped, ...rest }) => rest);
            }}
          />
        </Field>

        {errors.form ? (
          <p role="alert" className="rounded-lg border border-rose-200 bg-danger-soft px-3 py-2.5 text-sm text-danger-ink">
            {errors.form}
          </p>
        ) : null}

        <Button type="submit" busy={busy} className="w-full sm:w-auto">
          {busy ? null : <Plus aria-hidden="true" className="size-4" />}
          {busy ? 'Creating…' : 'Create token'}
        </Button>
      </fieldset>
    </form>
  );
}
