import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ExtrasValues } from '../../lib/posts/post-form-rules';
import { ANONYMOUS_NAME_MAX_LENGTH } from '../../lib/posts/post-fields';
import { Field } from '../field';
import { Input } from '../input';
import { AnonymousBox } from './create-form-frame';
import { FormSection } from './create-page-parts';
import { LocationFields } from './location-fields';
import { TagsInput } from './tags-input';

/** The words of the Extras that differ by post kind. */
export interface ExtrasWording {
  /** The section's line of guidance. */
  description: string;
  /** The anonymous switch's label and hint. */
  anonymousLabel: string;
  anonymousHint: string;
  anonymousNamePlaceholder: string;
}

/** The Extras of a listing or request form: tags, where to meet, and posting under another name. */
export function PostExtrasSection<Input extends ExtrasValues & FieldValues, Values>({
  form,
  busy,
  wording,
}: {
  form: UseFormReturn<Input, unknown, Values>;
  busy: boolean;
  wording: ExtrasWording;
}) {
  // react-hook-form cannot narrow a form to some of its fields; Input has every Extras field
  // (Input extends ExtrasValues), so the form seen as one of Extras alone reads and writes the same.
  const {
    control,
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<ExtrasValues>;

  return (
    <FormSection title="Extras" description={wording.description}>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => <TagsInput value={field.value} onChange={field.onChange} error={errors.tags?.message} disabled={busy} />}
      />
      <LocationFields form={form} />
      <Controller
        control={control}
        name="isAnonymous"
        render={({ field }) => (
          <AnonymousBox
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={busy}
            label={wording.anonymousLabel}
            hint={wording.anonymousHint}
            name={
              <Field label="Anonymous name" error={errors.anonymousName?.message} className="mt-4">
                <Input maxLength={ANONYMOUS_NAME_MAX_LENGTH} placeholder={wording.anonymousNamePlaceholder} {...register('anonymousName')} />
              </Field>
            }
          />
        )}
      />
    </FormSection>
  );
}
