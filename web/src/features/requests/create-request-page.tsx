import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff, Repeat, ShoppingBag } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../api/fetcher';
import { useCreateRequest } from '../../api/generated/requests/requests';
import type { RequestType } from '../../api/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Switch } from '../../ui/switch';
import { Textarea } from '../../ui/textarea';
import { applyServerErrors, serverPathMapper } from '../../lib/posts/apply-server-errors';
import { ANONYMOUS_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from '../../lib/posts/post-fields';
import { CreatePageHeader, FormSection, LengthCounter } from '../../ui/posts/create-page-parts';
import { ImageUploader } from '../../ui/images/image-uploader';
import { LocationFields } from '../../ui/posts/location-fields';
import { TagsInput } from '../../ui/posts/tags-input';
import { TypeToggle, type TypeOption } from '../../ui/posts/type-toggle';
import { useImageUploads } from '../../ui/images/use-image-uploads';
import {
  AGE_LIMIT_LABELS,
  createRequestSchema,
  defaultRequestValues,
  MAX_REQUEST_IMAGES,
  toCreateRequestInput,
  type AgeLimit,
  type CreateRequestFormInput,
  type CreateRequestFormValues,
} from './create-request-schema';
import { REQUEST_MESSAGES, useRefreshRequests } from './request-actions';
import {
  PRICE_RANGES,
  PRICE_RANGE_LABELS,
  REQUEST_CATEGORIES,
  REQUEST_CATEGORY_LABELS,
  REQUEST_CONDITIONS,
  REQUEST_CONDITION_LABELS,
  URGENCIES,
  URGENCY_LABELS,
} from '../../lib/posts/request-labels';

const formPath = serverPathMapper<FieldPath<CreateRequestFormInput>>(
  [
    ['productAge/months', 'ageMonths'],
    ['productAge', 'ageYears'],
    ['location/lat', 'latitude'],
    ['location/lng', 'longitude'],
  ],
  ['title', 'description', 'category', 'requestType', 'priceRange', 'condition', 'tags', 'anonymousName', 'urgency'],
);

const TYPE_OPTIONS: ReadonlyArray<TypeOption<RequestType>> = [
  { value: 'buy', label: 'Buy', hint: 'You want to keep it', icon: ShoppingBag },
  { value: 'rent', label: 'Rent', hint: 'You need it for a while', icon: Repeat },
];

/** /create-request: the form for a request, with optional picture uploads (at most 5). */
export default function CreateRequestPage() {
  useDocumentTitle('Create request');
  const navigate = useNavigate();
  const refreshRequests = useRefreshRequests();
  const uploads = useImageUploads(MAX_REQUEST_IMAGES);
  const create = useCreateRequest();
  const [imagesError, setImagesError] = useState<string | undefined>();

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CreateRequestFormInput, unknown, CreateRequestFormValues>({
    resolver: zodResolver(createRequestSchema),
    defaultValues: defaultRequestValues(),
    mode: 'onTouched',
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const isAnonymous = useWatch({ control, name: 'isAnonymous' });
  const ageLimit = useWatch({ control, name: 'ageLimit' });

  const busy = create.isPending;

  // A change of pictures settles the old complaint about them.
  useEffect(() => {
    setImagesError(undefined);
  }, [uploads.count, uploads.busy]);

  const imagesProblem = () => (uploads.busy ? 'Wait for the pictures to finish uploading.' : undefined);

  const submitValid = handleSubmit((values) => {
    if (imagesProblem()) return;
    create.mutate(
      { data: toCreateRequestInput(values, uploads.imageIds) },
      {
        onSuccess: () => {
          toast.success(REQUEST_MESSAGES.created);
          void refreshRequests();
          navigate('/request');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            toast.error(REQUEST_MESSAGES.loginToCreate);
            return;
          }
          applyServerErrors(error, { formPath, setError, setImagesError, fallback: REQUEST_MESSAGES.createFailed });
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
      <CreatePageHeader title="Create a request">
        Tell the campus what you are looking for. Your request stays up for 28 days.
      </CreatePageHeader>

      <div className="container-page mt-6 max-w-4xl sm:mt-8">
        <Card>
          <form noValidate onSubmit={onSubmit} aria-label="Create request" aria-busy={busy || undefined}>
            <fieldset disabled={busy} className="min-w-0">
              <FormSection title="What you need" description="Say what it is and what shape it should be in.">
                <Controller
                  control={control}
                  name="requestType"
                  render={({ field }) => (
                    <TypeToggle legend="Request type" name="requestType" options={TYPE_OPTIONS} value={field.value} onChange={field.onChange} />
                  )}
                />
                <Field
                  label="Title"
                  required
                  error={errors.title?.message}
                  aside={<span className="tabular text-xs text-fg-subtle">max {TITLE_MAX_LENGTH}</span>}
                >
                  <Input maxLength={TITLE_MAX_LENGTH} placeholder="e.g. Engineering drawing kit" {...register('title')} />
                </Field>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Category" required error={errors.category?.message}>
                    <Select {...register('category')}>
                      <option value="" disabled>
                        Choose a category
                      </option>
                      {REQUEST_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {REQUEST_CATEGORY_LABELS[category]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Condition" error={errors.condition?.message} hint="The lowest condition you accept.">
                    <Select {...register('condition')}>
                      {REQUEST_CONDITIONS.map((condition) => (
                        <option key={condition} value={condition}>
                          {REQUEST_CONDITION_LABELS[condition]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <Field
                  label="Description"
                  required
                  error={errors.description?.message}
                  hint={`At least ${DESCRIPTION_MIN_LENGTH} characters: model, edition, size, when you need it.`}
                  aside={<LengthCounter length={description.trim().length} min={DESCRIPTION_MIN_LENGTH} max={DESCRIPTION_MAX_LENGTH} />}
                >
                  <Textarea rows={5} placeholder="Looking for the 2023 edition, any highlighting is fine…" {...register('description')} />
                </Field>
              </FormSection>

              <FormSection title="Budget and timing" description="What you can pay, how old it may be, and how soon you need it.">
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Price range" error={errors.priceRange?.message}>
                    <Select {...register('priceRange')}>
                      {PRICE_RANGES.map((range) => (
                        <option key={range} value={range}>
                          {PRICE_RANGE_LABELS[range]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Urgency" error={errors.urgency?.message}>
                    <Select {...register('urgency')}>
                      {URGENCIES.map((urgency) => (
                        <option key={urgency} value={urgency}>
                          {URGENCY_LABELS[urgency]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <fieldset>
                  <legend className="text-sm font-medium text-fg">Maximum product age</legend>
                  <div className="mt-1.5 grid gap-4 sm:grid-cols-3">
                    <Field label="Limit" className="[&_label]:font-normal [&_label]:text-fg-muted">
                      <Select {...register('ageLimit')}>
                        {(Object.keys(AGE_LIMIT_LABELS) as AgeLimit[]).map((limit) => (
                          <option key={limit} value={limit}>
                            {AGE_LIMIT_LABELS[limit]}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    {ageLimit === 'max' ? (
                      <>
                        <Field label="Years" error={errors.ageYears?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
                          <Input type="number" inputMode="numeric" min={0} max={50} step={1} {...register('ageYears')} />
                        </Field>
                        <Field label="Months" error={errors.ageMonths?.message} className="[&_label]:font-normal [&_label]:text-fg-muted">
                          <Input type="number" inputMode="numeric" min={0} max={11} step={1} {...register('ageMonths')} />
                        </Field>
                      </>
                    ) : null}
                  </div>
                </fieldset>
              </FormSection>

              <FormSection title="Pictures" description={`Optional: up to ${MAX_REQUEST_IMAGES} pictures of what you are after.`}>
                <ImageUploader uploads={uploads} disabled={busy} error={imagesError} required={false} noun="request" />
              </FormSection>

              <FormSection title="Extras" description="Help sellers find your request and know where to meet.">
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
                            Post anonymously
                          </span>
                        }
                        hint="Your name, profile and phone stay hidden; others see the name you choose."
                      />
                    )}
                  />
                  {isAnonymous ? (
                    <Field label="Anonymous name" error={errors.anonymousName?.message} className="mt-4">
                      <Input maxLength={ANONYMOUS_NAME_MAX_LENGTH} placeholder="e.g. Hostel 4 student" {...register('anonymousName')} />
                    </Field>
                  ) : null}
                </div>
              </FormSection>
            </fieldset>

            <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-line bg-slate-50 p-4 sm:flex-row sm:justify-end sm:px-6">
              <Button asChild variant="ghost">
                <Link to="/request">Cancel</Link>
              </Button>
              <Button type="submit" size="lg" busy={busy} disabled={uploads.busy}>
                {busy ? 'Creating request…' : uploads.busy ? 'Uploading pictures…' : 'Create request'}
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </div>
  );
}
