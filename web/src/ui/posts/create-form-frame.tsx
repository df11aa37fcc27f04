import { EyeOff } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from '../../lib/posts/post-fields';
import { Button } from '../button';
import { Card } from '../card';
import { Field } from '../field';
import { Input } from '../input';
import { Select } from '../select';
import { Switch } from '../switch';
import { Textarea } from '../textarea';
import { CreatePageHeader, LengthCounter } from './create-page-parts';

/** What frames a create page: its header, the form's name, and the footer under the fields. */
export interface CreateFrameDescription {
  title: string;
  intro: ReactNode;
  /** The form's accessible name ('Create request'). */
  formLabel: string;
  /** Where Cancel goes (the post kind's browse page). */
  cancelTo: string;
  /** The submit button's words for the form's state. */
  submitLabel: string;
  /** Left of the buttons (the listings left this month). */
  footerAside?: ReactNode;
}

/**
 * A create page (listing, request, roommate post): the title band, then the form in a card with
 * every field disabled while it submits, and Cancel and submit at the foot.
 */
export function CreateFormFrame({
  frame,
  busy,
  uploading,
  onSubmit,
  children,
}: {
  frame: CreateFrameDescription;
  busy: boolean;
  /** Pictures still uploading: submit waits. */
  uploading: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const buttons = (
    <>
      <Button asChild variant="ghost">
        <Link to={frame.cancelTo}>Cancel</Link>
      </Button>
      <Button type="submit" size="lg" busy={busy} disabled={uploading}>
        {frame.submitLabel}
      </Button>
    </>
  );
  return (
    <div className="pb-16">
      <CreatePageHeader title={frame.title}>{frame.intro}</CreatePageHeader>

      <div className="container-page mt-6 max-w-4xl sm:mt-8">
        <Card>
          <form noValidate onSubmit={onSubmit} aria-label={frame.formLabel} aria-busy={busy || undefined}>
            <fieldset disabled={busy} className="min-w-0">
              {children}
            </fieldset>

            {frame.footerAside !== undefined ? (
              <div className="flex flex-col gap-4 rounded-b-xl border-t border-line bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
                {frame.footerAside}
                <div className="flex flex-col-reverse gap-3 sm:flex-row">{buttons}</div>
              </div>
            ) : (
              <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-line bg-slate-50 p-4 sm:flex-row sm:justify-end sm:px-6">
                {buttons}
              </div>
            )}
          </form>
        </Card>
      </div>
    </div>
  );
}

/** The title field every post has (required, at most TITLE_MAX_LENGTH). */
export function TitleField({ error, placeholder, input }: { error?: string; placeholder: string; input: UseFormRegisterReturn }) {
  return (
    <Field label="Title" required error={error} aside={<span className="tabular text-xs text-fg-subtle">max {TITLE_MAX_LENGTH}</span>}>
      <Input maxLength={TITLE_MAX_LENGTH} placeholder={placeholder} {...input} />
    </Field>
  );
}

/** The description field every post has, with its length counter. */
export function DescriptionField({
  error,
  hint,
  placeholder,
  length,
  input,
}: {
  error?: string;
  hint: string;
  placeholder: string;
  /** The description's length as typed. */
  length: number;
  input: UseFormRegisterReturn;
}) {
  return (
    <Field
      label="Description"
      required
      error={error}
      hint={hint}
      aside={<LengthCounter length={length} min={DESCRIPTION_MIN_LENGTH} max={DESCRIPTION_MAX_LENGTH} />}
    >
      <Textarea rows={5} placeholder={placeholder} {...input} />
    </Field>
  );
}

/** The anonymous switch, and the name others see once it is on. */
export function AnonymousBox({
  checked,
  onCheckedChange,
  disabled,
  label,
  hint,
  name,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled: boolean;
  label: string;
  hint: string;
  /** The anonymous name field, shown while the switch is on. */
  name: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-line p-4">
      <Switch
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        label={
          <span className="inline-flex items-center gap-2">
            <EyeOff aria-hidden="true" className="size-4 text-fg-subtle" />
            {label}
          </span>
        }
        hint={hint}
      />
      {checked ? name : null}
    </div>
  );
}

/** A select of an enum's values by their labels, with an optional disabled placeholder first. */
export function OptionSelect<T extends string>({
  options,
  label,
  placeholder,
  input,
  ...field
}: Omit<ComponentProps<typeof Select>, 'children' | 'placeholder'> & {
  options: readonly T[];
  label: (value: T) => string;
  placeholder?: string;
  input: UseFormRegisterReturn;
}) {
  // `field` carries what Field gives its control (id, aria-describedby, aria-invalid).
  return (
    <Select {...field} {...input}>
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </Select>
  );
}
