import { Crosshair, MapPin, X } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useListMeetingSpots } from '@thriftz/client/generated/system/system';
import type { LocationValues } from '../../lib/posts/post-form-rules';
import { MEETING_SPOT_MAX_LENGTH } from '../../lib/posts/post-fields';
import { useMyLocation } from '../../lib/posts/use-my-location';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';

/** The campus's places change with a deploy at most: kept for the session. */
const SPOTS_STALE_MS = 60 * 60 * 1000;

/**
 * Where to meet, in words: a campus place from the list (GET /api/meeting-spots) or one typed.
 * Coordinates are not typed: 'Use my location' adds them, optionally, and they can be removed.
 */
export function LocationFields<Input extends LocationValues & FieldValues, Values>({
  form,
  legend = 'Where to meet',
}: {
  form: UseFormReturn<Input, unknown, Values>;
  legend?: string;
}) {
  // The form seen as its place fields alone (Input has them all: Input extends LocationValues).
  const { control, register, setValue, formState } = form as unknown as UseFormReturn<LocationValues>;
  const errors = formState.errors;
  const listId = useId();
  const spots = useListMeetingSpots({ query: { staleTime: SPOTS_STALE_MS } });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const setCoordinates = (lat: string, lng: string) => {
    setValue('latitude', lat, { shouldValidate: true, shouldDirty: true });
    setValue('longitude', lng, { shouldValidate: true, shouldDirty: true });
  };
  const myLocation = useMyLocation(setCoordinates);
  const coordinatesError = errors.latitude?.message ?? errors.longitude?.message;

  return (
    <div className="space-y-2">
      <Field
        label={
          <>
            {legend} <span className="font-normal text-fg-subtle">(optional)</span>
          </>
        }
        error={errors.meetingSpot?.message}
        hint="Pick a campus place or type your own."
      >
        <Input
          list={listId}
          maxLength={MEETING_SPOT_MAX_LENGTH}
          autoComplete="off"
          placeholder="e.g. Central Library"
          leadingIcon={<MapPin aria-hidden="true" className="size-4" />}
          {...register('meetingSpot')}
        />
      </Field>
      <datalist id={listId}>
        {(spots.data?.items ?? []).map((spot) => (
          <option key={spot} value={spot} />
        ))}
      </datalist>
      <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        {latitude && longitude ? (
          <>
            <span className="tabular">
              Your location is added ({latitude}, {longitude}).
            </span>
            <Button variant="ghost" size="sm" onClick={() => setCoordinates('', '')}>
              <X aria-hidden="true" className="size-4" />
              Remove location
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" onClick={myLocation.fill} busy={myLocation.locating}>
            {myLocation.locating ? null : <Crosshair aria-hidden="true" className="size-4" />}
            Use my location
          </Button>
        )}
      </div>
      {coordinatesError ? <p className="text-sm font-medium text-danger-ink">{coordinatesError}</p> : null}
    </div>
  );
}
