import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { DESCRIPTION_MAX_LENGTH, REPORT_REASONS } from './report-schema';

interface ReportFieldsProps {
  /** What `register` gave for each field (the dialog's form and /report's have more than these). */
  fields: { reason: UseFormRegisterReturn; description: UseFormRegisterReturn; contactEmail: UseFormRegisterReturn };
  errors: { reason?: string; description?: string; contactEmail?: string };
  /** The description as typed, for its counter. */
  description: string;
  descriptionRows: number;
}

/** Reason, description (with its counter) and the optional contact e-mail: the report dialog's and /report's. */
export function ReportFields({ fields, errors, description, descriptionRows }: ReportFieldsProps) {
  return (
    <>
      <Field label="Reason" error={errors.reason} required>
        <Select {...fields.reason}>
          <option value="" disabled>
            Select a reason
          </option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Detailed description"
        error={errors.description}
        required
        aside={
          <span
            className={cn('tabular text-xs', description.length > DESCRIPTION_MAX_LENGTH ? 'font-semibold text-danger' : 'text-fg-subtle')}
          >
            {description.length}/{DESCRIPTION_MAX_LENGTH}
          </span>
        }
      >
        <Textarea rows={descriptionRows} placeholder="What is wrong, and where did you notice it?" {...fields.description} />
      </Field>
      <Field label="Contact email" error={errors.contactEmail} hint="Optional. Where the moderators can reach you.">
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@university.edu"
          {...fields.contactEmail}
        />
      </Field>
    </>
  );
}
