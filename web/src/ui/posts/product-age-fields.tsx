import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../field';
import { Input } from '../input';

type AgePart = 'ageYears' | 'ageMonths';

// Narrow shapes of react-hook-form's register and errors, so a listing's product age and a
// request's maximum age can hand over their own forms.
interface ProductAgeFieldsProps {
  register: (name: AgePart) => UseFormRegisterReturn;
  errors: Partial<Record<AgePart, { message?: string }>>;
}

/** The years and months of a product's age; the caller lays them out in its own fieldset. */
export function ProductAgeFields({ register, errors }: ProductAgeFieldsProps) {
  return (
    <>
      <Field label="Years" error={errors.ageYears?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
        <Input type="number" inputMode="numeric" min={0} max={50} step={1} {...register('ageYears')} />
      </Field>
      <Field label="Months" error={errors.ageMonths?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
        <Input type="number" inputMode="numeric" min={0} max={11} step={1} {...register('ageMonths')} />
      </Field>
    </>
  );
}
