import { Repeat, ShoppingBag } from 'lucide-react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { useCreateRequest, useUpdateRequest } from '@thriftz/client/generated/requests/requests';
import type { Request, RequestType } from '@thriftz/client/generated/model';
import { POST_CREATED_STATE } from '../../ui/posts/post-created-banner';
import { Field } from '../../ui/field';
import { applyServerErrors, serverPathMapper } from '../../lib/posts/apply-server-errors';
import { DESCRIPTION_MIN_LENGTH } from '../../lib/posts/post-fields';
import { FormSection } from '../../ui/posts/create-page-parts';
import { CreateFormFrame, DescriptionField, OptionSelect, TitleField } from '../../ui/posts/create-form-frame';
import { ImageUploader } from '../../ui/images/image-uploader';
import { PostExtrasSection, type ExtrasWording } from '../../ui/posts/post-extras-section';
import { ProductAgeFields } from '../../ui/posts/product-age-fields';
import { useCreatePostForm } from '../../ui/posts/use-create-post-form';
import { TypeField } from '../../ui/posts/type-field';
import type { TypeOption } from '../../ui/posts/type-toggle';
import { useImageUploads } from '../../ui/images/use-image-uploads';
import {
  AGE_LIMIT_LABELS,
  createRequestSchema,
  defaultRequestValues,
  MAX_REQUEST_IMAGES,
  requestFormValues,
  toCreateRequestInput,
  toUpdateRequestInput,
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
  ['title', 'description', 'category', 'requestType', 'priceRange', 'condition', 'tags', 'anonymousName', 'urgency', 'meetingSpot'],
);

const TYPE_OPTIONS: ReadonlyArray<TypeOption<RequestType>> = [
  { value: 'buy', label: 'Buy', hint: 'You want to keep it', icon: ShoppingBag },
  { value: 'rent', label: 'Rent', hint: 'You need it for a while', icon: Repeat },
];

const EXTRAS_WORDING: ExtrasWording = {
  description: 'Help sellers find your request and know where to meet.',
  anonymousLabel: 'Post anonymously',
  anonymousHint: 'Your name, profile and phone stay hidden; others see the name you choose.',
  anonymousNamePlaceholder: 'e.g. Hostel 4 student',
};

/** Where a request's page is. */
export const requestPath = (id: string) => `/request/${id}`;

/** Saves the form: creates a request and lands on it, or saves the edit of `request` and goes back to it. */
function useSaveRequest(request: Request | undefined) {
  const navigate = useNavigate();
  const refreshRequests = useRefreshRequests();
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const save = (values: CreateRequestFormValues, imageIds: string[], onError: (error: unknown) => void) => {
    const saved = (toastMessage: string, id: string, state?: typeof POST_CREATED_STATE) => {
      toast.success(toastMessage);
      void refreshRequests();
      navigate(requestPath(id), { state });
    };
    if (request) {
      update.mutate({ id: request._id, data: toUpdateRequestInput(values, imageIds) }, { onSuccess: () => saved(REQUEST_MESSAGES.updated, request._id), onError });
    } else {
      create.mutate({ data: toCreateRequestInput(values, imageIds) }, { onSuccess: (made) => saved(REQUEST_MESSAGES.created, made._id, POST_CREATED_STATE), onError });
    }
  };
  return { save, busy: create.isPending || update.isPending, failed: request ? REQUEST_MESSAGES.updateFailed : REQUEST_MESSAGES.createFailed };
}

/** The form of a request, with optional picture uploads (at most 5): empty to create one, or filled with `request` to edit it. */
export function RequestForm({ request }: { request?: Request }) {
  const uploads = useImageUploads(MAX_REQUEST_IMAGES, request?.images);
  const mode = useSaveRequest(request);
  const { form, errors, imagesError, setImagesError, submitWith } = useCreatePostForm(
    createRequestSchema,
    request ? requestFormValues(request) : defaultRequestValues(),
    uploads,
  );
  const { register, control, setError } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const ageLimit = useWatch({ control, name: 'ageLimit' });

  const busy = mode.busy;

  const submit = submitWith((values) => {
    mode.save(values, uploads.imageIds, (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(REQUEST_MESSAGES.loginToCreate);
        return;
      }
      applyServerErrors(error, { formPath, setError, setImagesError, fallback: mode.failed });
    });
  });

  return (
    <CreateFormFrame
      frame={
        request
          ? {
              title: 'Edit request',
              intro: 'Change anything, pictures too.',
              formLabel: 'Edit request',
              cancelTo: requestPath(request._id),
              submitLabel: busy ? 'Saving changes…' : uploads.busy ? 'Uploading pictures…' : 'Save changes',
            }
          : {
              title: 'Create a request',
              intro: 'Tell the campus what you are looking for. Your request stays up for 28 days.',
              formLabel: 'Create request',
              cancelTo: '/request',
              submitLabel: busy ? 'Creating request…' : uploads.busy ? 'Uploading pictures…' : 'Create request',
            }
      }
      busy={busy}
      {...submit}
    >
      <FormSection title="What you need" description="Say what it is and what shape it should be in.">
        <TypeField control={control} name="requestType" legend="Request type" options={TYPE_OPTIONS} />
        <TitleField error={errors.title?.message} placeholder="e.g. Engineering drawing kit" input={register('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category" required error={errors.category?.message}>
            <OptionSelect options={REQUEST_CATEGORIES} label={(category) => REQUEST_CATEGORY_LABELS[category]} placeholder="Choose a category" input={register('category')} />
          </Field>
          <Field label="Condition" error={errors.condition?.message} hint="The lowest condition you accept.">
            <OptionSelect options={REQUEST_CONDITIONS} label={(condition) => REQUEST_CONDITION_LABELS[condition]} input={register('condition')} />
          </Field>
        </div>
        <DescriptionField
          error={errors.description?.message}
          hint={`At least ${DESCRIPTION_MIN_LENGTH} characters: model, edition, size, when you need it.`}
          placeholder="Looking for the 2023 edition, any highlighting is fine…"
          length={description.trim().length}
          input={register('description')}
        />
      </FormSection>

      <FormSection title="Budget and timing" description="What you can pay, how old it may be, and how soon you need it.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Price range" error={errors.priceRange?.message}>
            <OptionSelect options={PRICE_RANGES} label={(range) => PRICE_RANGE_LABELS[range]} input={register('priceRange')} />
          </Field>
          <Field label="Urgency" error={errors.urgency?.message}>
            <OptionSelect options={URGENCIES} label={(urgency) => URGENCY_LABELS[urgency]} input={register('urgency')} />
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-fg">Maximum product age</legend>
          <div className="mt-1.5 grid gap-4 sm:grid-cols-3">
            <Field label="Limit" className="[&_label]:font-normal [&_label]:text-fg-muted">
              <OptionSelect options={(Object.keys(AGE_LIMIT_LABELS) as AgeLimit[])} label={(limit) => AGE_LIMIT_LABELS[limit]} input={register('ageLimit')} />
            </Field>
            {ageLimit === 'max' ? <ProductAgeFields register={register} errors={errors} /> : null}
          </div>
        </fieldset>
      </FormSection>

      <FormSection title="Pictures" description={`Optional: up to ${MAX_REQUEST_IMAGES} pictures of what you are after.`}>
        <ImageUploader uploads={uploads} disabled={busy} error={imagesError} required={false} noun="request" />
      </FormSection>

      <PostExtrasSection form={form} busy={busy} wording={EXTRAS_WORDING} />
    </CreateFormFrame>
  );
}
