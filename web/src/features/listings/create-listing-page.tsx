import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Crosshair, EyeOff, HandCoins, Repeat, Tag } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../api/fetcher';
import { useCreateListing } from '../../api/generated/listings/listings';
import { getGetUserSubscriptionQueryKey, useGetUserSubscription } from '../../api/generated/subscriptions/subscriptions';
import type { ListingType, SubscriptionProfile } from '../../api/generated/model';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
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
import { useCurrentUser } from '../auth/use-current-user';
import {
  ANONYMOUS_NAME_MAX_LENGTH,
  createListingSchema,
  defaultListingValues,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  TITLE_MAX_LENGTH,
  toCreateListingInput,
  type CreateListingFormInput,
  type CreateListingFormValues,
} from './create-listing-schema';
import { ImageUploader } from './image-uploader';
import { LISTING_MESSAGES, useRefreshListings } from './listing-actions';
import { CATEGORIES, CATEGORY_LABELS, CONDITIONS, CONDITION_LABELS, DURATIONS, DURATION_LABELS } from './listing-labels';
import { TagsInput } from './tags-input';
import { useImageUploads } from './use-image-uploads';

const PROFILE_INCOMPLETE_MESSAGE = 'Please complete your profile first';

const FORM_FIELDS: ReadonlyArray<FieldPath<CreateListingFormInput>> = [
  'title',
  'category',
  'condition',
  'description',
  'price',
  'deposit',
  'tags',
  'anonymousName',
];

/** Maps the API's `/body/rentalRate/amount` style paths onto form fields. */
function formPath(apiPath: string): FieldPath<CreateListingFormInput> | null {
  const path = apiPath.replace(/^\/body\//, '');
  if (path.startsWith('rentalRate/amount')) return 'rentalAmount';
  if (path.startsWith('rentalRate/duration')) return 'rentalDuration';
  if (path.startsWith('rentalRate/deposit')) return 'deposit';
  if (path.startsWith('productAge/years')) return 'ageYears';
  if (path.startsWith('productAge/months')) return 'ageMonths';
  if (path.startsWith('location/lat')) return 'latitude';
  if (path.startsWith('location/lng')) return 'longitude';
  const head = path.split('/')[0] as FieldPath<CreateListingFormInput>;
  return FORM_FIELDS.includes(head) ? head : null;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-b border-line p-5 last:border-b-0 sm:p-6 lg:grid-cols-[13rem_1fr] lg:gap-8">
      <div>
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      </div>
      <div className="min-w-0 space-y-4">{children}</div>
    </section>
  );
}

const TYPE_OPTIONS: Array<{ value: ListingType; label: string; hint: string; icon: typeof Tag }> = [
  { value: 'sell', label: 'Sell', hint: 'One price, theirs to keep', icon: Tag },
  { value: 'lend', label: 'Lend', hint: 'Rent it out for a while', icon: Repeat },
];

function ListingTypeToggle({ value, onChange, disabled }: { value: ListingType; onChange: (type: ListingType) => void; disabled?: boolean }) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-fg">Listing type</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {TYPE_OPTIONS.map(({ value: option, label, hint, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary sm:p-4',
              value === option ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-line-strong bg-surface hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="listingType"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', value === option ? 'text-primary' : 'text-fg-subtle')} />
            <span>
              <span className="block font-semibold text-fg">{label}</span>
              <span className="mt-0.5 block text-xs text-fg-muted sm:text-sm">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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
  const [locating, setLocating] = useState(false);

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
          if (error instanceof ApiError) {
            for (const fieldError of error.problem.errors ?? []) {
              const path = formPath(fieldError.path);
              if (path) setError(path, { type: 'server', message: fieldError.message });
              else if (fieldError.path.includes('imageIds')) setImagesError(fieldError.message);
            }
          }
          const message = errorMessage(error, LISTING_MESSAGES.createFailed);
          toast.error(message);
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

  const fillMyLocation = () => {
    if (!('geolocation' in navigator)) {
      toast.error('Your browser cannot share your location.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setValue('latitude', position.coords.latitude.toFixed(6), { shouldValidate: true, shouldDirty: true });
        setValue('longitude', position.coords.longitude.toFixed(6), { shouldValidate: true, shouldDirty: true });
      },
      () => {
        setLocating(false);
        toast.error('Could not read your location. Type the coordinates instead.');
      },
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  };

  return (
    <div className="pb-16">
      <header className="border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
        <div className="container-page max-w-4xl py-8 sm:py-10">
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">Create a listing</h1>
          <p className="mt-2 text-fg-muted">Good pictures and an honest description sell fastest. Your listing stays up for 28 days.</p>
        </div>
      </header>

      <div className="container-page mt-6 max-w-4xl sm:mt-8">
        <Card>
          <form noValidate onSubmit={onSubmit} aria-label="Create listing" aria-busy={busy || undefined}>
            <fieldset disabled={busy} className="min-w-0">
              <Section title="The basics" description="What it is and what shape it is in.">
                <Controller
                  control={control}
                  name="listingType"
                  render={({ field }) => <ListingTypeToggle value={field.value} onChange={field.onChange} />}
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
                  aside={
                    <span
                      aria-live="polite"
                      className={cn(
                        'tabular text-xs',
                        description.trim().length > DESCRIPTION_MAX_LENGTH
                          ? 'font-semibold text-danger'
                          : description.trim().length < DESCRIPTION_MIN_LENGTH
                            ? 'text-fg-subtle'
                            : 'text-primary-ink',
                      )}
                    >
                      {description.trim().length}/{DESCRIPTION_MAX_LENGTH}
                    </span>
                  }
                >
                  <Textarea rows={5} placeholder="Bought in 2024, used for one semester…" {...register('description')} />
                </Field>
              </Section>

              <Section
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
              </Section>

              <Section title="Pictures" description="1 to 10 pictures. They upload one at a time while you fill in the rest.">
                <ImageUploader
                  uploads={uploads}
                  disabled={busy}
                  error={imagesError}
                />
              </Section>

              <Section title="Extras" description="Help buyers find it and know where to meet.">
                <Controller
                  control={control}
                  name="tags"
                  render={({ field }) => (
                    <TagsInput value={field.value} onChange={field.onChange} error={errors.tags?.message} disabled={busy} />
                  )}
                />
                <fieldset>
                  <div className="flex items-center justify-between gap-3">
                    <legend className="text-sm font-medium text-fg">
                      Location <span className="font-normal text-fg-subtle">(optional)</span>
                    </legend>
                    <Button variant="ghost" size="sm" onClick={fillMyLocation} busy={locating}>
                      {locating ? null : <Crosshair aria-hidden="true" className="size-4" />}
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
              </Section>
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
