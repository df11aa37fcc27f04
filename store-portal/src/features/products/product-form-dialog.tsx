import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { Dialog } from '@web/ui/dialog';
import { Field } from '@web/ui/field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { StoreProduct } from '@thriftz/client/generated/model';
import { useCreatePortalProduct, useUpdatePortalProduct } from '@thriftz/client/generated/store-products/store-products';
import { errorMessage } from '../../lib/api-error';
import { useImageList } from '../../lib/use-image-list';
import { useRefresh } from '../../lib/refresh';
import { ImageListField } from '../../ui/image-list-field';
import {
  EMPTY_PRODUCT,
  MAX_PRODUCT_IMAGES,
  missingRequired,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  productInput,
  repeatedSize,
  REQUIRED_FIELDS_MESSAGE,
  SIZE_TWICE_MESSAGE,
  valuesFromProduct,
  type ProductFormValues,
} from './product-form';
import { SizeRows } from './size-rows';

export const PRODUCT_MESSAGES = {
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  saveFailed: 'Failed to save product',
  uploaded: (n: number) => `${n} image(s) uploaded successfully`,
  uploadFailed: (reason: string) => `Failed to upload images: ${reason}`,
} as const;

function ProductForm({ product, onDone }: { product?: StoreProduct; onDone: () => void }) {
  const [values, setValues] = useState<ProductFormValues>(() => (product ? valuesFromProduct(product) : EMPTY_PRODUCT));
  const [missing, setMissing] = useState(false);
  const [sizeChecked, setSizeChecked] = useState(false);
  const images = useImageList({
    initial: product?.images,
    max: MAX_PRODUCT_IMAGES,
    onBatchEnd: ({ uploaded, failure }) => {
      if (uploaded > 0) toast.success(PRODUCT_MESSAGES.uploaded(uploaded));
      if (failure) toast.error(PRODUCT_MESSAGES.uploadFailed(failure));
    },
  });
  const refresh = useRefresh('products');
  const create = useCreatePortalProduct();
  const update = useUpdatePortalProduct();
  const saving = create.isPending || update.isPending;
  const set = (change: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missingRequired(values)) {
      setMissing(true);
      toast.error(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    if (repeatedSize(values) !== -1) {
      setSizeChecked(true);
      toast.error(SIZE_TWICE_MESSAGE);
      return;
    }
    const data = productInput(values, images.imageIds);
    const handlers = {
      onSuccess: () => {
        toast.success(product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.added);
        refresh();
        onDone();
      },
      onError: (error: unknown) => toast.error(errorMessage(error, PRODUCT_MESSAGES.saveFailed)),
    };
    if (product) update.mutate({ id: product._id, data }, handlers);
    else create.mutate({ data }, handlers);
  };

  const requiredError = (empty: boolean) => (missing && empty ? REQUIRED_FIELDS_MESSAGE : undefined);
  const twice = sizeChecked ? repeatedSize(values) : -1;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Title" required error={requiredError(!values.title.trim())}>
        <Input value={values.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <Field label="Description">
        <Textarea value={values.description} maxLength={5000} rows={3} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price (₹)" required error={requiredError(!values.price.trim() || Number.isNaN(Number.parseFloat(values.price)))}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" value={values.price} onChange={(e) => set({ price: e.target.value })} />
        </Field>
        <Field label="Category" required error={requiredError(!values.category)}>
          <Select value={values.category} onChange={(e) => set({ category: e.target.value as ProductFormValues['category'] })}>
            <option value="">Select a category</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {PRODUCT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Checkbox checked={values.hasSizes} onCheckedChange={(hasSizes) => set({ hasSizes })}>
        This product has sizes
      </Checkbox>
      {values.hasSizes ? (
        <SizeRows rows={values.sizes} onChange={(sizes) => set({ sizes })} error={twice === -1 ? undefined : { index: twice, message: SIZE_TWICE_MESSAGE }} />
      ) : (
        <Field label="Stock">
          <Input type="number" inputMode="numeric" min={0} step={1} value={values.stock} onChange={(e) => set({ stock: e.target.value })} />
        </Field>
      )}
      <ImageListField label="Images" hint="Upload up to 10 images, max 25MB each. The first is the cover." list={images} />
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} disabled={images.busy}>
          {product ? 'Update Product' : 'Add Product'}
        </Button>
      </div>
    </form>
  );
}

/** Add a product, or edit one (`product`). */
export function ProductFormDialog({ open, onOpenChange, product }: { open: boolean; onOpenChange: (open: boolean) => void; product?: StoreProduct }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit Product' : 'Add New Product'}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
    >
      <ProductForm product={product} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
