import { zodResolver } from '@hookform/resolvers/zod';
import { IndianRupee } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useCreateRoommatePost } from '../../api/generated/roommates/roommates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { applyServerErrors, serverPathMapper } from '../../lib/posts/apply-server-errors';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from '../../lib/posts/post-fields';
import { CreatePageHeader, FormSection, LengthCounter } from '../../ui/posts/create-page-parts';
import { ImageUploader } from '../../ui/images/image-uploader';
import { LocationFields } from '../../ui/posts/location-fields';
import {
  AGE_RANGE_MAX_LENGTH,
  BUDGET_MAX,
  CONTACT_INFO_MAX_LENGTH,
  createRoommateSchema,
  defaultRoommateValues,
  MAX_ROOMMATE_IMAGES,
  OTHER_PREFERENCES_MAX_LENGTH,
  toCreateRoommatePostInput,
  type CreateRoommateFormInput,
  type CreateRoommateFormValues,
} from './create-roommate-schema';
import { ROOMMATE_MESSAGES, useRefreshRoommates } from './roommate-actions';
import { ACCOMMODATION_LABELS, ACCOMMODATION_TYPES, GENDERS, genderPreferenceLabel } from '../../lib/posts/roommate-labels';
import { useRoommateImageUploads } from './use-roommate-image-uploads';

/** After 'Roommate request posted!', the finder opens this much later (document 2, section 9). */
export const REDIRECT_AFTER_POST_MS = 1200;

const formPath = serverPathMapper<FieldPath<CreateRoommateFormInput>>(
  [
    ['roommatePreferences/gender', 'gender'],
    ['roommatePreferences/ageRange', 'ageRange'],
    ['roommatePreferences/otherPreferences', 'otherPreferences'],
    ['location/lat', 'latitude'],
    ['location/lng', 'longitude'],
  ],
  ['title', 'description', 'budget', 'accommodationType', 'contactInfo'],
);

/** /create-roommate-request: the form for a roommate post, with optional pictures (at most 5). */
export default function CreateRoommatePage() {
  useDocumentTitle('Create roommate request');
  const navigate = useNavigate();
  const refreshRoommates = useRefreshRoommates();
  const uploads = useRoommateImageUploads();
  const create = useCreateRoommatePost();
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [posted, setPosted] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CreateRoommateFormInput, unknown, CreateRoommateFormValues>({
    resolver: zodResolver(createRoommateSchema),
    defaultValues: defaultRoommateValues(),
    mode: 'onTouched',
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const otherPreferences = useWatch({ control, name: 'otherPreferences' }) ?? '';

  const busy = create.isPending || posted;

  // A change of pictures settles the old complaint about them.
  useEffect(() => {
    setImagesError(undefined);
  }, [uploads.count, uploads.busy]);

  // Leaving before the redirect fires cancels it.
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const imagesProblem = () => (uploads.busy ? 'Wait for the pictures to finish uploading.' : undefined);

  const submitValid = handleSubmit((values) => {
    if (imagesProblem()) return;
    create.mutate(
      { data: toCreateRoommatePostInput(values, uploads.imageIds) },
      {
        onSuccess: () => {
          setPosted(true);
          toast.success(ROOMMATE_MESSAGES.posted);
          void refreshRoommates();
          redirectTimer.current = setTimeout(() => navigate('/roommate-finder'), REDIRECT_AFTER_POST_MS);
        },
        onError: (error) => {
          applyServerErrors(error, { formPath, setError, setImagesError, fallback: ROOMMATE_MESSAGES.postFailed });
        },
      },
    );
  });

  // The pictures are checked alongside the fields, so every problem shows at once.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setImagesError(imagesProblem());
    void submitValid(event);
  };

  return (
    <div className="pb-16">
      <CreatePageHeader title="Create a roommate request">
        Describe the place and who you would like to share it with. Your request stays up for 28 days.
      </CreatePageHeader>

      <div className="container-page mt-6 max-w-4xl sm:mt-8">
        <Card>
          <form noValidate onSubmit={onSubmit} aria-label="Create roommate request" aria-busy={busy || undefined}>
            <fieldset disabled={busy} className="min-w-0">
              <FormSection title="The place" description="What kind of accommodation it is and what it costs.">
                <Field
                  label="Title"
                  required
                  error={errors.title?.message}
                  aside={<span className="tabular text-xs text-fg-subtle">max {TITLE_MAX_LENGTH}</span>}
                >
                  <Input maxLength={TITLE_MAX_LENGTH} placeholder="e.g. Roommate for a 2BHK near the north gate" {...register('title')} />
                </Field>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Accommodation type" required error={errors.accommodationType?.message}>
                    <Select {...register('accommodationType')}>
                      <option value="" disabled>
                        Choose a type
                      </option>
                      {ACCOMMODATION_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {ACCOMMODATION_LABELS[type]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Budget (₹ per month)" required error={errors.budget?.message}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={BUDGET_MAX}
                      step={1}
                      placeholder="8000"
                      leadingIcon={<IndianRupee className="size-4" />}
                      {...register('budget')}
                    />
                  </Field>
                </div>
                <Field
                  label="Description"
                  required
                  error={errors.description?.message}
                  hint={`${DESCRIPTION_MIN_LENGTH} to ${DESCRIPTION_MAX_LENGTH} characters: rooms, rent split, furnishing, move-in date.`}
                  aside={<LengthCounter length={description.trim().length} min={DESCRIPTION_MIN_LENGTH} max={DESCRIPTION_MAX_LENGTH} />}
                >
                  <Textarea
                    rows={5}
                    placeholder="Furnished room in a 2BHK, 10 minutes' walk from campus. Rent split equally, moving in next month…"
                    {...register('description')}
                  />
                </Field>
              </FormSection>

              <FormSection title="Roommate preferences" description="Who you would like to live with. All optional.">
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Gender preference" error={errors.gender?.message}>
                    <Select {...register('gender')}>
                      {GENDERS.map((gender) => (
                        <option key={gender} value={gender}>
                          {genderPreferenceLabel(gender)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Age range" error={errors.ageRange?.message}>
                    <Input maxLength={AGE_RANGE_MAX_LENGTH} placeholder="e.g. 19-23" {...register('ageRange')} />
                  </Field>
                </div>
                <Field
                  label="Other preferences"
                  error={errors.otherPreferences?.message}
                  aside={<LengthCounter length={otherPreferences.trim().length} max={OTHER_PREFERENCES_MAX_LENGTH} />}
                >
                  <Textarea rows={3} placeholder="Non-smoker, vegetarian kitchen, early riser…" {...register('otherPreferences')} />
                </Field>
              </FormSection>

              <FormSection title="Contact" description="How people interested should reach you, besides chat and WhatsApp.">
                <Field label="Contact info" required error={errors.contactInfo?.message}>
                  <Input
                    maxLength={CONTACT_INFO_MAX_LENGTH}
                    placeholder="e.g. Call or WhatsApp after 6 pm, or find me in Hostel 4"
                    {...register('contactInfo')}
                  />
                </Field>
              </FormSection>

              <FormSection title="Pictures" description={`Optional: up to ${MAX_ROOMMATE_IMAGES} pictures of the room or flat.`}>
                <ImageUploader uploads={uploads} disabled={busy} error={imagesError} required={false} noun="roommate request" />
              </FormSection>

              <FormSection title="Location" description="Optional: where the place is, so students can judge the commute.">
                <LocationFields legend="Coordinates" register={register} setValue={setValue} errors={errors} />
              </FormSection>
            </fieldset>

            <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-line bg-slate-50 p-4 sm:flex-row sm:justify-end sm:px-6">
              <Button asChild variant="ghost">
                <Link to="/roommate-finder">Cancel</Link>
              </Button>
              <Button type="submit" size="lg" busy={busy} disabled={uploads.busy}>
                {posted ? 'Posted' : create.isPending ? 'Posting…' : uploads.busy ? 'Uploading pictures…' : 'Post Roommate Request'}
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </div>
  );
}
