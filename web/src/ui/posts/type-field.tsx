import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TypeToggle, type TypeOption } from './type-toggle';

/** The kind-of-post toggle (Sell/Lend, Buy/Rent) bound to its form field; the radios share its name. */
export function TypeField<Input extends FieldValues, Values, Type extends string>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<Input, unknown, Values>;
  name: FieldPathByValue<Input, Type>;
  legend: string;
  options: ReadonlyArray<TypeOption<Type>>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <TypeToggle legend={legend} name={name} options={options} value={field.value} onChange={field.onChange} />}
    />
  );
}
