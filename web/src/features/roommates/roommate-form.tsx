import { IndianRupee } from 'lucide-react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { RoommatePost } from '@thriftz/client/generated/model';
import { useCreateRoommatePost, useUpdateRoommatePost } from '@thriftz/client/generated/roommates/roommates';
import { POST_CREATED_STATE } from '../../ui/posts/post-created-banner';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { applyServerErrors, serverPathMapper } from '../../lib/posts/apply-server-errors';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '../../lib/posts/post-fields';
import { FormSection, LengthCounter } from '../../ui/posts/create-page-parts';
import { CreateFormFrame, DescriptionField, OptionSelect, TitleField } from '../../ui/posts/create-form-frame';
import { ImageUploader } from '../../ui/images/image-uploader';
import { LocationFields } from '../../ui/posts/location-fields';
import { useCreatePostForm } from '../../ui/posts/use-create-post-form';
import {
  AGE_RANGE_MAX_LENGTH,
  BUDGET_MAX,
  CONTACT_INFO_MAX_LENGTH,
  createRoommateSchema,
  defaultRoommateValues,
  MAX_ROOMMATE_IMAGES,
  OTHER_PREFERENCES_MAX_LENGTH,
  roommateFormValues,
  toCreateRoommatePostInput,
  toUpdateRoommatePostInput,
  type CreateRoommateFormInput,
  type CreateRoommateFormValues,
} from './create-roommate-schema';
import { ROOMMATE_MESSAGES, useRefreshRoommates } from './roommate-actions';
import { ACCOMMODATION_LABELS, ACCOMMODATION_TYPES, GENDERS, genderPreferenceLabel } from '../../lib/posts/roommate-labels';
import { useRoommateImageUploads } from './use-roommate-image-uploads';

const formPath = serverPathMapper<FieldPath<CreateRoommateFormInput>>(
  [
    ['roommatePreferences/gender', 'gender'],
    ['roommatePreferences/ageRange', 'ageRange'],
    ['roommatePreferences/otherPreferences', 'otherPreferences'],
    ['location/lat', 'latitude'],
    ['location/lng', 'longitude'],
  ],
  ['title', 'description', 'budget', 'accommodationType', 'contactInfo', 'meetingSpot'],
);

/** Where a roommate post's page is. */
export const roommatePath = (id: string) => `/roommate-finder/${id}`;

/** Saves the form: creates a post and lands on it, or saves the edit of `post` and goes back to it. */
function useSaveRoommatePost(post: RoommatePost | undefined) {
  const navigate = useNavigate();
  const refreshRoommates = useRefreshRoommates();
  const create = useCreateRoommatePost();
  const update = useUpdateRoommatePost();
  const save = (values: CreateRoommateFormValues, imageIds: string[], onError: (error: unknown) => void) => {
    const saved = (toastMessage: string, id: string, state?: typeof POST_CREATED_STATE) => {
      toast.success(toastMessage);
      void refreshRoommates();
      navigate(roommatePath(id), { state });
    };
    if (post) {
      update.mutate({ id: post._id, data: toUpdateRoommatePostInput(values, imageIds) }, { onSuccess: () => saved(ROOMMATE_MESSAGES.updated, post._id), onError });
    } else {
      create.mutate({ data: toCreateRoommatePostInput(values, imageIds) }, { onSuccess: (made) => saved(ROOMMATE_MESSAGES.posted, made._id, POST_CREATED_STATE), onError });
    }
  };
  return { save, busy: create.isPending || update.isPending, failed: post ? ROOMMATE_MESSAGES.updateFailed : ROOMMATE_MESSAGES.postFailed };
}

/** The form of a roommate post, with optional pictures (at most 5): empty to create one, or filled with `post` to edit it. */
export function RoommateForm({ post }: { post?: RoommatePost }) {
  const uploads = useRoommateImageUploads(post?.images);
  const mode = useSaveRoommatePost(post);
  const { form, errors, imagesError, setImagesError, submitWith } = useCreatePostForm(
    createRoommateSchema,
    post ? roommateFormValues(post) : defaultRoommateValues(),
    uploads,
  );
  const { register, control, setError } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const otherPreferences = useWatch({ control, name: 'otherPreferences' }) ?? '';

  const busy = mode.busy;

  const submit = submitWith((values) => {
    mode.save(values, uploads.imageIds, (error) => {
      applyServerErrors(error, { formPath, setError, setImagesError, fallback: mode.failed });
    });
  });

  return (
    <CreateFormFrame
      frame={
        post
          ? {
              title: 'Edit roommate request',
              intro: 'Change anything, pictures too.',
              formLabel: 'Edit roommate request',
              cancelTo: roommatePath(post._id),
              submitLabel: busy ? 'Saving changes…' : uploads.busy ? 'Uploading pictures…' : 'Save changes',
            }
          : {
              title: 'Create a roommate request',
              intro: 'Describe the place and who you would like to share it with. Your request stays up for 28 days.',
              formLabel: 'Create roommate request',
              cancelTo: '/roommate-finder',
              submitLabel: busy ? 'Posting…' : uploads.busy ? 'Uploading pictures…' : 'Post Roommate Request',
            }
      }
      busy={busy}
      {...submit}
    >
      <FormSection title="The place" description="What kind of accommodation it is and what it costs.">
        <TitleField error={errors.title?.message} placeholder="e.g. Roommate for a 2BHK near the north gate" input={register('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Accommodation type" required error={errors.accommodationType?.message}>
            <OptionSelect options={ACCOMMODATION_TYPES} label={(type) => ACCOMMODATION_LABELS[type]} placeholder="Choose a type" input={register('accommodationType')} />
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
        <DescriptionField
          error={errors.description?.message}
          hint={`${DESCRIPTION_MIN_LENGTH} to ${DESCRIPTION_MAX_LENGTH} characters: rooms, rent split, furnishing, move-in date.`}
          placeholder="Furnished room in a 2BHK, 10 minutes' walk from campus. Rent split equally, moving in next month…"
          length={description.trim().length}
          input={register('description')}
        />
      </FormSection>

      <FormSection title="Roommate preferences" description="Who you would like to live with. All optional.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Gender preference" error={errors.gender?.message}>
            <OptionSelect options={GENDERS} label={(gender) => genderPreferenceLabel(gender)} input={register('gender')} />
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

      <FormSection title="Where to meet" description="Optional: a place on campus to meet people interested, and your location.">
        <LocationFields form={form} />
      </FormSection>
    </CreateFormFrame>
  );
}
