/** The Add New Product form's fields and rules (document 2, section 5: Create product). */
import { z } from 'zod';
import type { ProductCategory, StoreProductInput } from '@thriftz/client/generated/model';
import { PRODUCT_CATEGORIES, STORE_MESSAGES } from './store-labels';

const REQUIRED = STORE_MESSAGES.requiredFields;
const WHOLE = 'Enter a whole number, 0 or more.';

/** A count typed in a number field: blank is 0; otherwise a whole number, 0 or more. */
const count = z
  .string()
  .trim()
  .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) <= 100_000), WHOLE);

export const productFormSchema = z
  .object({
    title: z.string().trim().min(1, REQUIRED).max(200, 'Title must be 200 characters or fewer.'),
    description: z.string().trim().max(5000, 'Description must be 5,000 characters or fewer.'),
    price: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .refine((text) => Number.isFinite(Number(text)) && Number(text) >= 0, 'Price must be 0 or more.')
      .refine((text) => Number(text) <= 10_000_000, 'Price is too high.'),
    stock: count,
    category: z.union([z.literal(''), z.enum(PRODUCT_CATEGORIES)]),
    hasSizes: z.boolean(),
    sizes: z.array(z.object({ size: z.string().trim().max(40, 'At most 40 characters.'), stock: count })).max(20),
  })
  .superRefine((values, ctx) => {
    if (!values.hasSizes) return;
    if (values.sizes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'Add at least one size, or untick “has different sizes”.' });
    }
    values.sizes.forEach((row, index) => {
      if (!row.size) ctx.addIssue({ code: 'custom', path: ['sizes', index, 'size'], message: 'Enter the size.' });
    });
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

export const EMPTY_PRODUCT: ProductFormInput = {
  title: '',
  description: '',
  price: '',
  stock: '0',
  category: '',
  hasSizes: false,
  sizes: [],
};

const toCount = (text: string) => (text === '' ? 0 : Number(text));

export function toStoreProductInput(values: ProductFormValues, imageIds: string[]): StoreProductInput {
  const sizes = values.hasSizes ? values.sizes.map((row) => ({ size: row.size, stock: toCount(row.stock) })) : [];
  return {
    title: values.title,
    ...(values.description ? { description: values.description } : {}),
    price: Number(values.price),
    // With sizes, the product's stock is theirs summed (the server does the same).
    stock: values.hasSizes ? sizes.reduce((sum, row) => sum + row.stock, 0) : toCount(values.stock),
    ...(values.category ? { category: values.category as ProductCategory } : {}),
    hasSizes: values.hasSizes,
    ...(values.hasSizes ? { sizes } : {}),
    ...(imageIds.length > 0 ? { imageIds } : {}),
  };
}
