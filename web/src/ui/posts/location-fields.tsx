import { Crosshair } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { useMyLocation } from '../../lib/posts/use-my-location';

type Coordinate = 'latitude' | 'longitude';

// Narrow shapes of react-hook-form's register/setValue/errors, so any create form whose values
// include string `latitude` and `longitude` can hand over its own.
interface LocationFieldsProps {
  legend: string;
  register: (name: Coordinate) => UseFormRegisterReturn;
  setValue: (name: Coordinate, value: string, options: { shouldValidate: boolean; shouldDirty: boolean }) => void;
  errors: Partial<Record<Coordinate, { message?: string }>>;
}

/** The optional latitude/longitude pair of a create form, with "Use my location" to fill both. */
export function LocationFields({ legend, register, setValue, errors }: LocationFieldsProps) {
  const myLocation = useMyLocation((latitude, longitude) => {
    setValue('latitude', latitude, { shouldValidate: true, shouldDirty: true });
    setValue('longitude', longitude, { shouldValidate: true, shouldDirty: true });
  });

  return (
    <fieldset>
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-medium text-fg">
          {legend} <span className="font-normal text-fg-subtle">(optional)</span>
        </legend>
        <Button variant="ghost" size="sm" onClick={myLocation.fill} busy={myLocation.locating}>
          {myLocation.locating ? null : <Crosshair aria-hidden="true" className="size-4" />}
          Use my location
        </Button>
      </div>
      <div className="mt-1.5 grid grid-cols-2 gap-4">
        <Field label="Latitude" error={errors.latitude?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
          <Input type="number" inputMode="decimal" step="any" min={-90} max={90} placeholder="12.9716" {...register('latitude')} />
        </Field>
        <Field label="Longitude" error={errors.longitude?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
          <Input type="number" inputMode="decimal" step="any" min={-180} max={180} placeholder="77.5946" {...register('longitude')} />
        </Field>
      </div>
    </fieldset>
  );
}
