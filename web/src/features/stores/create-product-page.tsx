import { Plus, Store as StoreIcon, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import type { Store } from '@thriftz/client/generated/model';
import { getListStoreProductsQueryKey, useCreateStoreProduct } from '@thriftz/client/generated/store-products/store-products';
import { useGetStore } from '@thriftz/client/generated/stores/stores';
import { errorMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Field } from '../../ui/field';
import { ImageUploader } from '../../ui/images/image-uploader';
import { useImageUploads } from '../../ui/images/use-image-uploads';
import { Input } from '../../ui/input';
import { CreateFormFrame, OptionSelect } from '../../ui/posts/create-form-frame';
import { FormSection } from '../../ui/posts/create-page-parts';
import { useCreatePostForm } from '../../ui/posts/use-create-post-form';
import { LoadingBlock } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { EMPTY_PRODUCT, productFormSchema, toStoreProductInput } from './product-form-schema';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, STORE_MESSAGES, storePath } from './store-labels';

/** A product has at most 10 pictures (document 2, section 5). */
export const MAX_PRODUCT_IMAGES = 10;

function ProductForm({ store }: { store: Store }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateStoreProduct();
  const uploads = useImageUploads(MAX_PRODUCT_IMAGES);
  const { form, errors, imagesError, submitWith } = useCreatePostForm(productFormSchema, EMPTY_PRODUCT, uploads);
  const { register, control } = form;
  const sizes = useFieldArray({ control, name: 'sizes' });
  const hasSizes = useWatch({ control, name: 'hasSizes' });
  const busy = create.isPending;
  const back = storePath(store.slug);

  const submit = submitWith((values) => {
    create.mutate(
      { store: store._id, data: toStoreProductInput(values, uploads.imageIds) },
      {
        onSuccess: () => {
          toast.success(STORE_MESSAGES.productCreated);
          void queryClient.invalidateQueries({ queryKey: getListStoreProductsQueryKey(store._id) });
          void queryClient.invalidateQueries({ queryKey: getListStoreProductsQueryKey(store.slug) });
          navigate(back);
        },
        onError: (error) => toast.error(errorMessage(error, STORE_MESSAGES.productCreateFailed)),
      },
    );
  });

  // The spec's alert for a missing title or price, once per failed submit.
  const onSubmit: typeof submit.onSubmit = (event) => {
    submit.onSubmit(event);
    const { title, price } = form.getValues();
    if (!title.trim() || !price.trim()) toast.error(STORE_MESSAGES.requiredFields);
  };

  return (
    <CreateFormFrame
      frame={{
        title: 'Add New Product',
        intro: `A new product for ${store.name}. Fields marked * are required.`,
        formLabel: 'Add New Product',
        cancelTo: back,
        submitLabel: busy ? 'Creating product…' : uploads.busy ? 'Uploading pictures…' : 'Create Product',
      }}
      busy={busy}
      onSubmit={onSubmit}
      uploading={submit.uploading}
    >
      <FormSection title="The product" description="What it is, so buyers find it.">
        <Field label="Title" required error={errors.title?.message}>
          <Input maxLength={200} placeholder="e.g. Hand-painted tote bag" {...register('title')} />
        </Field>
        <Field label="Description" error={errors.description?.message} hint="Optional: material, size, care, what is included.">
          <Textarea rows={5} maxLength={5000} {...register('description')} />
        </Field>
        <Field label="Category" error={errors.category?.message}>
          <OptionSelect options={PRODUCT_CATEGORIES} label={(c) => PRODUCT_CATEGORY_LABELS[c]} placeholder="Choose a category" input={register('category')} />
        </Field>
      </FormSection>

      <FormSection title="Price and stock" description="In rupees. With sizes, each size keeps its own stock.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Price (₹)" required error={errors.price?.message}>
            <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...register('price')} />
          </Field>
          {hasSizes ? null : (
            <Field label="Stock" error={errors.stock?.message}>
              <Input type="number" inputMode="numeric" min={0} step={1} {...register('stock')} />
            </Field>
          )}
        </div>
        <Controller
          control={control}
          name="hasSizes"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                if (checked && sizes.fields.length === 0) sizes.append({ size: '', stock: '0' });
              }}
            >
              This product has different sizes
            </Checkbox>
          )}
        />
        {hasSizes ? (
          <fieldset className="space-y-3 rounded-xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-fg">Sizes</legend>
            {sizes.fields.map((row, index) => (
              <div key={row.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-3">
                <Field label={`Size ${index + 1}`} error={errors.sizes?.[index]?.size?.message}>
                  <Input maxLength={40} placeholder="e.g. M" {...register(`sizes.${index}.size`)} />
                </Field>
                <Field label="Stock" error={errors.sizes?.[index]?.stock?.message}>
                  <Input type="number" inputMode="numeric" min={0} step={1} {...register(`sizes.${index}.stock`)} />
                </Field>
                <Button variant="ghost" size="icon" className="mt-7" onClick={() => sizes.remove(index)} aria-label={`Remove size ${index + 1}`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ))}
            {errors.sizes?.message ? <p className="text-sm font-medium text-danger-ink">{errors.sizes.message}</p> : null}
            <Button variant="secondary" size="sm" onClick={() => sizes.append({ size: '', stock: '0' })} disabled={sizes.fields.length >= 20}>
              <Plus aria-hidden="true" className="size-4" />
              Add size
            </Button>
          </fieldset>
        ) : null}
      </FormSection>

      <FormSection title="Pictures" description="Up to 10; the first is the cover.">
        <ImageUploader uploads={uploads} error={imagesError} disabled={busy} required={false} noun="product" hint="PNG, JPG up to 25MB" />
      </FormSection>
    </CreateFormFrame>
  );
}

/** Tells a student who does not own the store, once, and sends them to the mini-store home. */
function NotYourStore() {
  useEffect(() => {
    toast.error(STORE_MESSAGES.notYourStore, { id: 'not-your-store' });
  }, []);
  return <Navigate to="/mini-stores" replace />;
}

/**
 * /mini-stores/:storeId/create-product: the Add New Product form, for the store's owner only (the
 * route asks visitors to log in first; the server checks ownership again).
 */
export default function CreateProductPage() {
  useDocumentTitle('Add New Product');
  const { storeId = '' } = useParams();
  const store = useGetStore(storeId);

  if (store.isPending) return <LoadingBlock className="min-h-[50vh]" label="Loading the store…" />;
  if (!store.data) {
    const status = store.error instanceof ApiError ? store.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <div className="container-page py-16">
          <EmptyState
            icon={StoreIcon}
            title={STORE_MESSAGES.createStoreMissing}
            action={
              <Button asChild>
                <Link to="/mini-stores">Go to Mini Stores</Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className="container-page py-16">
        <ErrorState title={STORE_MESSAGES.storeFailed} onRetry={() => void store.refetch()} retrying={store.isFetching} />
      </div>
    );
  }
  if (!store.data.isOwner) return <NotYourStore />;
  return <ProductForm store={store.data} />;
}
