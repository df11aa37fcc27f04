import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { EyeOff, HandCoins, Repeat, Tag } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../api/fetcher';
import { useCreateListing } from '../../api/generated/listings/listings';
import { getGetUserSubscriptionQueryKey, useGetUserSubscription } from '../../api/generated/subscriptions/subscriptions';
import type { ListingType, SubscriptionProfile } from '../../api/generated/model';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { Switch } from '../../ui/switch';
import { Textarea } from '../../ui/textarea';
import { useCurrentUser } from '../../lib/use-current-user';
import { applyServerErrors, serverPathMapper } from '../../lib/posts/apply-server-errors';
import {
  createListingSchema,
  defaultListingValues,
  toCreateListingInput,
  type CreateListingFormInput,
  type CreateListingFormValues,
} from './create-listing-schema';
import { ANONYMOUS_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from '../../lib/posts/post-fields';
import { CreatePageHeader, FormSection, LengthCounter } from '../../ui/posts/create-page-parts';
import { ImageUploader } from '../../ui/images/image-uploader';
import { LISTING_MESSAGES, useRefreshListings } from './listing-actions';
import { CATEGORIES, CATEGORY_LABELS, CONDITIONS, CONDITION_LABELS, DURATIONS, DURATION_LABELS } from '../../lib/posts/listing-labels';
import { LocationFields } from '../../ui/posts/location-fields';
import { TagsInput } from '../../ui/posts/tags-input';
import { TypeToggle, type TypeOption } from '../../ui/posts/type-toggle';
import { useImageUploads } from '../../ui/images/use-image-uploads';

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
  ['title', 'category', 'condition', 'description', 'price', 'deposit', 'tags', 'anonymousName'],
);

const TYPE_OPTIONS: ReadonlyArray<TypeOption<ListingType>> = [
  { value: 'sell', label: 'Sell', hint: 'One price, theirs to keep', icon: Tag },
  { value: 'lend', label: 'Lend', hint: 'Rent it out for a while', icon: Repeat },
];

function ListingsLeft({ uid }: { uid: string }) {
  const query = useGetUserSubscription(uid, {
    query: { queryKey: getGetUserSubscriptionQueryKey(uid), staleTime: 60_000, retry: 1 },
  });
  if (query.isPending) return <Skeleton className="h-5 w-44" />;
  if (query.isError) return null;
  const left = query.data.listingsAvailable;
  return left > 0 ? (
    <p className="text-sm text-fg-muted">
      <span className="tabular font-semibold text-fg">{pluralize(left, 'listing')}</span> left on your {query.data.planName}
    </p>
  ) : (
    <p className="text-sm font-medium text-accent-ink">
      No listings left this month.{' '}
      <Link to="/profile?tab=subscription" className="underline underline-offset-2">
        See your plan
      </Link>
    </p>
  );
}

/** /create-listing: the form for a sell or lend listing, with picture uploads. */
export default function CreateListingPage() {
  useDocumentTitle('Create listing');
  const { user } = useCurrentUser();
  const uid = user?.uid ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshListings = useRefreshListings();
  const uploads = useImageUploads();
  const create = useCreateListing();
  const [imagesError, setImagesError] = useState<string | undefined>();

  const form = useForm<CreateListingFormInput, unknown, CreateListingFormValues>({
    resolver: zodResolver(createListingSchema),
    defaultValues: defaultListingValues(),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const listingType = useWatch({ control, name: 'listingType' });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const isAnonymous = useWatch({ control, name: 'isAnonymous' });

  const busy = create.isPending;

  // A change of pictures settles the old complaint about them.
  useEffect(() => {
    setImagesError(undefined);
  }, [uploads.count, uploads.busy]);
  const imagesMissing = uploads.imageIds.length === 0;

  const imagesProblem = () =>
    uploads.busy ? 'Wait for the pictures to finish uploading.' : imagesMissing ? 'Add at least one picture.' : undefined;

  const submitValid = handleSubmit((values) => {
    if (imagesProblem()) return;
    const subscription = queryClient.getQueryData<SubscriptionProfile>(getGetUserSubscriptionQueryKey(uid));
    if (subscription && subscription.listingsAvailable <= 0) {
      toast.error(LISTING_MESSAGES.noQuota);
      return;
    }
    create.mutate(
      { data: toCreateListingInput(values, uploads.imageIds) },
      {
        onSuccess: (listing) => {
          toast.success(LISTING_MESSAGES.created);
          void refreshListings();
          void queryClient.invalidateQueries({ queryKey: getGetUserSubscriptionQueryKey(uid) });
          navigate(listing.listingType === 'lend' ? '/borrow' : '/products');
        },
        onError: (error) => {
          const message = applyServerErrors(error, { formPath, setError, setImagesError, fallback: LISTING_MESSAGES.createFailed });
          if (message === PROFILE_INCOMPLETE_MESSAGE) navigate('/profile');
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: getGetUserSubscriptionQueryKey(uid) });
          }
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
      <CreatePageHeader title="Create a listing">
        Good pictures and an honest description sell fastest. Your listing stays up for 28 days.
      </CreatePageHeader>

      <div className="container-page mt-6 max-w-4xl sm:mt-8">
        <Card>
          <form noValidate onSubmit={onSubmit} aria-label="Create listing" aria-busy={busy || undefined}>
            <fieldset disabled={busy} className="min-w-0">
              <FormSection title="The basics" description="What it is and what shape it is in.">
                <Controller
                  control={control}
                  name="listingType"
                  render={({ field }) => (
                    <TypeToggle legend="Listing type" name="listingType" options={TYPE_OPTIONS} value={field.value} onChange={field.onChange} />
                  )}
                />
                <Field
                  label="Title"
                  required
                  error={errors.title?.message}
                  aside={<span className="tabular text-xs text-fg-subtle">max {TITLE_MAX_LENGTH}</span>}
                >
                  <Input maxLength={TITLE_MAX_LENGTH} placeholder="e.g. Casio fx-991EX calculator" {...register('title')} />
                </Field>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Category" required error={errors.category?.message}>
                    <Select {...register('category')}>
                      <option value="" disabled>
                        Choose a category
                      </option>
                      {CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {CATEGORY_LABELS[category]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Condition" required error={errors.condition?.message}>
                    <Select {...register('condition')}>
                      <option value="" disabled>
                        Choose a condition
                      </option>
                      {CONDITIONS.map((condition) => (
                        <option key={condition} value={condition}>
                          {CONDITION_LABELS[condition]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <Field
                  label="Description"
                  required
                  error={errors.description?.message}
                  hint={`At least ${DESCRIPTION_MIN_LENGTH} characters: what is included, any wear, why you are selling.`}
                  aside={<LengthCounter length={description.trim().length} min={DESCRIPTION_MIN_LENGTH} max={DESCRIPTION_MAX_LENGTH} />}
                >
                  <Textarea rows={5} placeholder="Bought in 2024, used for one semester…" {...register('description')} />
                </Field>
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
                        <Select {...register('rentalDuration')}>
                          {DURATIONS.map((duration) => (
                            <option key={duration} value={duration}>
                              {DURATION_LABELS[duration]}
                            </option>
                          ))}
                        </Select>
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
                    <Field label="Years" error={errors.ageYears?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
                      <Input type="number" inputMode="numeric" min={0} max={50} step={1} {...register('ageYears')} />
                    </Field>
                    <Field label="Months" error={errors.ageMonths?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
                      <Input type="number" inputMode="numeric" min={0} max={11} step={1} {...register('ageMonths')} />
                    </Field>
                  </div>
                </fieldset>
              </FormSection>

              <FormSection title="Pictures" description="1 to 10 pictures. They upload one at a time while you fill in the rest.">
                <ImageUploader
                  uploads={uploads}
                  disabled={busy}
                  error={imagesError}
                />
              </FormSection>

              <FormSection title="Extras" description="Help buyers find it and know where to meet.">
                <Controller
                  control={control}
                  name="tags"
                  render={({ field }) => (
                    <TagsInput value={field.value} onChange={field.onChange} error={errors.tags?.message} disabled={busy} />
                  )}
                />
                <LocationFields legend="Location" register={register} setValue={setValue} errors={errors} />
                <div className="rounded-xl border border-line p-4">
                  <Controller
                    control={control}
                    name="isAnonymous"
                    render={({ field }) => (
                      <Switch
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        disabled={busy}
                        label={
                          <span className="inline-flex items-center gap-2">
                            <EyeOff aria-hidden="true" className="size-4 text-fg-subtle" />
                            List anonymously
                          </span>
                        }
                        hint="Your name and profile stay hidden; buyers see the name you choose."
                      />
                    )}
                  />
                  {isAnonymous ? (
                    <Field label="Anonymous name" error={errors.anonymousName?.message} className="mt-4">
                      <Input maxLength={ANONYMOUS_NAME_MAX_LENGTH} placeholder="e.g. Hostel 4 seller" {...register('anonymousName')} />
                    </Field>
                  ) : null}
                </div>
              </FormSection>
            </fieldset>

            <div className="flex flex-col gap-4 rounded-b-xl border-t border-line bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
              {uid ? <ListingsLeft uid={uid} /> : <span />}
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <Button asChild variant="ghost">
                  <Link to={listingType === 'lend' ? '/borrow' : '/products'}>Cancel</Link>
                </Button>
                <Button type="submit" size="lg" busy={busy} disabled={uploads.busy}>
                  {busy ? 'Creating listing…' : uploads.busy ? 'Uploading pictures…' : 'Create listing'}
                </Button>
              </div>
            </div>
          </form>
        </Card>
      </div>
    </div>
  );
}
