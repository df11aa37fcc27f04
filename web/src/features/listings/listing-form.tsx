import { useQueryClient } from '@tanstack/react-query';
import { HandCoins, Repeat, Tag } from 'lucide-react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { getGetUserSubscriptionQueryKey } from '@thriftz/client/generated/subscriptions/subscriptions';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { useCreateListing, useUpdateListing } from '@thriftz/client/generated/listings/listings';
import type { Listing, ListingType, SubscriptionProfile } from '@thriftz/client/generated/model';
import { POST_CREATED_STATE } from '../../ui/posts/post-created-banner';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useCurrentUser } from '../../lib/use-current-user';
import { applyServerErrors, serverPathMapper } from '../../lib/posts/apply-server-errors';
import {
  createListingSchema,
  defaultListingValues,
  listingFormValues,
  toCreateListingInput,
  toUpdateListingInput,
  type CreateListingFormInput,
  type CreateListingFormValues,
} from './create-listing-schema';
import { DESCRIPTION_MIN_LENGTH } from '../../lib/posts/post-fields';
import { FormSection } from '../../ui/posts/create-page-parts';
import { CreateFormFrame, DescriptionField, OptionSelect, TitleField } from '../../ui/posts/create-form-frame';
import { ImageUploader } from '../../ui/images/image-uploader';
import { LISTING_MESSAGES, useRefreshListings } from './listing-actions';
import { CATEGORIES, CATEGORY_LABELS, CONDITIONS, CONDITION_LABELS, DURATIONS, DURATION_LABELS } from '../../lib/posts/listing-labels';
import { PostExtrasSection, type ExtrasWording } from '../../ui/posts/post-extras-section';
import { ProductAgeFields } from '../../ui/posts/product-age-fields';
import { useCreatePostForm } from '../../ui/posts/use-create-post-form';
import { TypeField } from '../../ui/posts/type-field';
import type { TypeOption } from '../../ui/posts/type-toggle';
import { useImageUploads } from '../../ui/images/use-image-uploads';
import { ListingsLeft } from './listings-left';

const PROFILE_INCOMPLETE_MESSAGE = 'Please complete your profile first';

const formPath = serverPathMapper<FieldPath<CreateListingFormInput>>(
  [
    ['rentalRate/amount', 'rentalAmount'],
    ['rentalRate/duration', 'rentalDuration'],
    ['rentalRate/deposit', 'deposit'],
    ['productAge/years', 'ageYears'],
    ['productAge/months', 'ageMonths'],
    ['location/lat', 'latitude'],
    ['location/lng', 'longitude'],
  ],
  ['title', 'category', 'condition', 'description', 'price', 'deposit', 'tags', 'anonymousName', 'meetingSpot'],
);

const TYPE_OPTIONS: ReadonlyArray<TypeOption<ListingType>> = [
  { value: 'sell', label: 'Sell', hint: 'One price, theirs to keep', icon: Tag },
  { value: 'lend', label: 'Lend', hint: 'Rent it out for a while', icon: Repeat },
];

const EXTRAS_WORDING: ExtrasWording = {
  description: 'Help buyers find it and know where to meet.',
  anonymousLabel: 'List anonymously',
  anonymousHint: 'Your name and profile stay hidden; buyers see the name you choose.',
  anonymousNamePlaceholder: 'e.g. Hostel 4 seller',
};

/** Where a listing's page is. */
export const listingPath = (id: string) => `/product/${id}`;

/** Creating: checks the quota first, spends one, and lands on the new listing. */
function useCreate(uid: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshListings = useRefreshListings();
  const create = useCreateListing();
  const subscriptionKey = getGetUserSubscriptionQueryKey(uid);
  const save = (values: CreateListingFormValues, imageIds: string[], onError: (error: unknown) => void) => {
    const subscription = queryClient.getQueryData<SubscriptionProfile>(subscriptionKey);
    if (subscription && subscription.listingsAvailable <= 0) {
      toast.error(LISTING_MESSAGES.noQuota);
      return;
    }
    create.mutate(
      { data: toCreateListingInput(values, imageIds) },
      {
        onSuccess: (listing) => {
          toast.success(LISTING_MESSAGES.created);
          void refreshListings();
          void queryClient.invalidateQueries({ queryKey: subscriptionKey });
          navigate(listingPath(listing._id), { state: POST_CREATED_STATE });
        },
        onError: (error) => {
          onError(error);
          if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: subscriptionKey });
        },
      },
    );
  };
  return { save, busy: create.isPending, failed: LISTING_MESSAGES.createFailed };
}

/** Editing: no quota, back to the listing once saved. */
function useEdit(id: string) {
  const navigate = useNavigate();
  const refreshListings = useRefreshListings();
  const update = useUpdateListing();
  const save = (values: CreateListingFormValues, imageIds: string[], onError: (error: unknown) => void) => {
    update.mutate(
      { id, data: toUpdateListingInput(values, imageIds) },
      {
        onSuccess: () => {
          toast.success(LISTING_MESSAGES.updated);
          void refreshListings();
          navigate(listingPath(id));
        },
        onError,
      },
    );
  };
  return { save, busy: update.isPending, failed: LISTING_MESSAGES.updateFailed };
}

/**
 * The form of a sell or lend listing, with picture uploads: empty to create one (of `type`), or
 * filled with `listing` to edit it, by the same rules and messages.
 */
export function ListingForm({ listing, type = 'sell' }: { listing?: Listing; type?: ListingType }) {
  const { user } = useCurrentUser();
  const uid = user?.uid ?? '';
  const navigate = useNavigate();
  const editing = listing !== undefined;
  const uploads = useImageUploads(undefined, listing?.images);
  const createMode = useCreate(uid);
  const editMode = useEdit(listing?._id ?? '');
  const mode = editing ? editMode : createMode;
  const { form, errors, imagesError, setImagesError, submitWith } = useCreatePostForm(
    createListingSchema,
    listing ? listingFormValues(listing) : defaultListingValues(type),
    uploads,
    { picturesRequired: true },
  );
  const { register, control, setError } = form;
  const listingType = useWatch({ control, name: 'listingType' });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const busy = mode.busy;
  const browseTo = listingType === 'lend' ? '/borrow' : '/products';

  const submit = submitWith((values) => {
    mode.save(values, uploads.imageIds, (error) => {
      const message = applyServerErrors(error, { formPath, setError, setImagesError, fallback: mode.failed });
      if (message === PROFILE_INCOMPLETE_MESSAGE) navigate('/profile');
    });
  });

  return (
    <CreateFormFrame
      frame={
        editing
          ? {
              title: 'Edit listing',
              intro: 'Change anything, pictures too. Saving does not use a listing of your plan.',
              formLabel: 'Edit listing',
              cancelTo: listingPath(listing._id),
              submitLabel: busy ? 'Saving changes…' : uploads.busy ? 'Uploading pictures…' : 'Save changes',
            }
          : {
              title: 'Create a listing',
              intro: 'Good pictures and an honest description sell fastest. Your listing stays up for 28 days.',
              formLabel: 'Create listing',
              cancelTo: browseTo,
              submitLabel: busy ? 'Creating listing…' : uploads.busy ? 'Uploading pictures…' : 'Create listing',
              footerAside: uid ? <ListingsLeft uid={uid} /> : <span />,
            }
      }
      busy={busy}
      {...submit}
    >
      <FormSection title="The basics" description="What it is and what shape it is in.">
        <TypeField control={control} name="listingType" legend="Listing type" options={TYPE_OPTIONS} />
        <TitleField error={errors.title?.message} placeholder="e.g. Casio fx-991EX calculator" input={register('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category" required error={errors.category?.message}>
            <OptionSelect options={CATEGORIES} label={(category) => CATEGORY_LABELS[category]} placeholder="Choose a category" input={register('category')} />
          </Field>
          <Field label="Condition" required error={errors.condition?.message}>
            <OptionSelect options={CONDITIONS} label={(condition) => CONDITION_LABELS[condition]} placeholder="Choose a condition" input={register('condition')} />
          </Field>
        </div>
        <DescriptionField
          error={errors.description?.message}
          hint={`At least ${DESCRIPTION_MIN_LENGTH} characters: what is included, any wear, why you are selling.`}
          placeholder="Bought in 2024, used for one semester…"
          length={description.trim().length}
          input={register('description')}
        />
      </FormSection>

      <FormSection
        title={listingType === 'lend' ? 'Rental rate' : 'Price'}
        description={listingType === 'lend' ? 'What borrowers pay, and a refundable deposit if you want one.' : 'In rupees. 0 gives it away.'}
      >
        {listingType === 'sell' ? (
          <Field label="Price (₹)" required error={errors.price?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="500"
              leadingIcon={<span className="text-sm">₹</span>}
              {...register('price')}
            />
          </Field>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Rental amount (₹)" required error={errors.rentalAmount?.message}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  placeholder="150"
                  leadingIcon={<span className="text-sm">₹</span>}
                  {...register('rentalAmount')}
                />
              </Field>
              <Field label="Duration" required error={errors.rentalDuration?.message}>
                <OptionSelect options={DURATIONS} label={(duration) => DURATION_LABELS[duration]} input={register('rentalDuration')} />
              </Field>
            </div>
            <Field label="Deposit (₹)" error={errors.deposit?.message} hint="Optional, refundable. Leave empty for none.">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder="0"
                leadingIcon={<HandCoins aria-hidden="true" className="size-4" />}
                {...register('deposit')}
              />
            </Field>
          </>
        )}
        <fieldset>
          <legend className="text-sm font-medium text-fg">Product age</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-4">
            <ProductAgeFields register={register} errors={errors} />
          </div>
        </fieldset>
      </FormSection>

      <FormSection title="Pictures" description="1 to 10 pictures. They upload one at a time while you fill in the rest; the first is the cover.">
        <ImageUploader
          uploads={uploads}
          disabled={busy}
          error={imagesError}
        />
      </FormSection>

      <PostExtrasSection form={form} busy={busy} wording={EXTRAS_WORDING} />
    </CreateFormFrame>
  );
}
