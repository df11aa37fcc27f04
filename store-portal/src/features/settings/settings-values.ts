/** The store settings form's values, its checks and the PATCH body it becomes. */
import type { DesignPreset, PaymentOption, PortalStore, StoreCategory, StoreSettingsInput } from '@thriftz/client/generated/model';

export const SETTINGS_MESSAGES = {
  saved: 'Store settings updated successfully',
  saveFailed: 'Failed to update store settings',
  uploadFailed: 'Failed to upload images',
  nameRequired: 'Store name is required',
  categoryRequired: 'Please select a category',
  paymentRequired: 'Select at least one payment option',
  contactLink: 'Enter an https:// chat link or a mailto: address',
} as const;

/** The store page's themes (others show as default). */
export const COLOR_SCHEMES = [
  { value: 'default', label: 'Default', swatch: ['#059669', '#ecfdf5'] },
  { value: '1', label: 'Scheme 1', swatch: ['#1e293b', '#f59e0b'] },
  { value: '2', label: 'Scheme 2', swatch: ['#7c3aed', '#f5f3ff'] },
] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number]['value'];

export interface SettingsValues {
  name: string;
  description: string;
  category: StoreCategory | '';
  location: string;
  contactInfo: string;
  contactLink: string;
  paymentOptions: PaymentOption[];
  colorScheme: ColorScheme;
}

export type SettingsErrors = Partial<Record<'name' | 'category' | 'paymentOptions' | 'contactLink', string>>;

export function valuesFromStore(store: PortalStore): SettingsValues {
  const scheme = COLOR_SCHEMES.find((option) => option.value === store.designPreset.colorScheme)?.value ?? 'default';
  return {
    name: store.name,
    description: store.description,
    category: store.category,
    location: store.location,
    contactInfo: store.contactInfo,
    contactLink: store.contactLink,
    paymentOptions: store.paymentOptions,
    colorScheme: scheme,
  };
}

/** A chat link (https://…) or a mailto: address; empty means none. */
function isContactLink(value: string): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' && url.hostname !== '') || (url.protocol === 'mailto:' && url.pathname.includes('@'));
  } catch {
    return false;
  }
}

export function validateSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!values.name.trim()) errors.name = SETTINGS_MESSAGES.nameRequired;
  if (!values.category) errors.category = SETTINGS_MESSAGES.categoryRequired;
  if (values.paymentOptions.length === 0) errors.paymentOptions = SETTINGS_MESSAGES.paymentRequired;
  if (!isContactLink(values.contactLink.trim())) errors.contactLink = SETTINGS_MESSAGES.contactLink;
  return errors;
}

export interface SettingsImages {
  logoImageId: string | null;
  coverImageId: string | null;
  bannerImageIds: string[];
}

export function settingsInput(values: SettingsValues, images: SettingsImages, preset: DesignPreset): StoreSettingsInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category as StoreCategory,
    location: values.location.trim(),
    contactInfo: values.contactInfo.trim(),
    contactLink: values.contactLink.trim(),
    paymentOptions: values.paymentOptions,
    designPreset: { ...preset, colorScheme: values.colorScheme },
    ...images,
  };
}
