import { cn } from '@web/lib/cn';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { Checkbox } from '@web/ui/checkbox';
import { Field } from '@web/ui/field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { PaymentOption, PortalStore } from '@thriftz/client/generated/model';
import { STORE_CATEGORIES, STORE_CATEGORY_LABELS } from '../../lib/store-categories';
import { useImageList } from '../../lib/use-image-list';
import { ImageListField } from '../../ui/image-list-field';
import { COLOR_SCHEMES, settingsInput, SETTINGS_MESSAGES, validateSettings, valuesFromStore, type SettingsErrors, type SettingsValues } from './settings-values';
import { useSaveSettings } from './use-save-settings';

const PAYMENT_LABELS: Record<PaymentOption, string> = { prepaid: 'Prepaid (online payment)', cod: 'Cash on Delivery' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      {children}
    </Card>
  );
}

/** Upload failures are named once per selection, in the settings' own words. */
const onBatchEnd = ({ failure }: { failure?: string }) => failure && toast.error(SETTINGS_MESSAGES.uploadFailed);

/** Edit mode: the store's info, payment options, contact link, pictures and colour scheme. */
export function SettingsForm({ store, onDone }: { store: PortalStore; onDone: () => void }) {
  const [values, setValues] = useState<SettingsValues>(() => valuesFromStore(store));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const logo = useImageList({ initial: store.logo ? [store.logo] : [], max: 1, onBatchEnd });
  const cover = useImageList({ initial: store.coverImage ? [store.coverImage] : [], max: 1, onBatchEnd });
  const banners = useImageList({ initial: store.highlights, max: 10, onBatchEnd });
  const save = useSaveSettings(onDone);
  const uploading = logo.busy || cover.busy || banners.busy;
  const set = (change: Partial<SettingsValues>) => setValues((current) => ({ ...current, ...change }));

  const togglePayment = (option: PaymentOption, on: boolean) =>
    set({ paymentOptions: on ? [...new Set([...values.paymentOptions, option])] : values.paymentOptions.filter((o) => o !== option) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const images = { logoImageId: logo.imageIds[0] ?? null, coverImageId: cover.imageIds[0] ?? null, bannerImageIds: banners.imageIds };
    save.mutate({ data: settingsInput(values, images, store.designPreset) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Section title="Store Information">
        <Field label="Store name" required error={errors.name}>
          <Input value={values.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <Field label="Description">
          <Textarea value={values.description} maxLength={2000} rows={3} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category" required error={errors.category}>
            <Select value={values.category} onChange={(e) => set({ category: e.target.value as SettingsValues['category'] })}>
              <option value="">Select a category</option>
              {STORE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {STORE_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Location">
            <Input value={values.location} maxLength={200} onChange={(e) => set({ location: e.target.value })} />
          </Field>
          <Field label="Contact info">
            <Input value={values.contactInfo} maxLength={200} onChange={(e) => set({ contactInfo: e.target.value })} />
          </Field>
          <Field label="Contact link" error={errors.contactLink} hint="A chat link (https://…) or mailto:you@example.com">
            <Input type="url" inputMode="url" value={values.contactLink} maxLength={300} placeholder="https://wa.me/91…" onChange={(e) => set({ contactLink: e.target.value })} />
          </Field>
        </div>
      </Section>

      <Section title="Payment Options">
        <fieldset aria-describedby={errors.paymentOptions ? 'payment-error' : undefined}>
          <legend className="sr-only">Payment options</legend>
          {(['prepaid', 'cod'] as const).map((option) => (
            <Checkbox key={option} checked={values.paymentOptions.includes(option)} onCheckedChange={(on) => togglePayment(option, on)}>
              {PAYMENT_LABELS[option]}
            </Checkbox>
          ))}
          {errors.paymentOptions ? (
            <p id="payment-error" className="mt-1 text-sm font-medium text-danger-ink">
              {errors.paymentOptions}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <Section title="Images">
        <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
          <ImageListField label="Logo" list={logo} />
          <ImageListField label="Cover image" list={cover} shape="wide" />
        </div>
        <ImageListField label="Banner images" hint="Up to 10, shown in order on your store's card." list={banners} shape="wide" />
      </Section>

      <Section title="Design">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">Colour scheme</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {COLOR_SCHEMES.map((scheme) => (
              <label
                key={scheme.value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                  values.colorScheme === scheme.value ? 'border-primary bg-primary-soft text-primary-ink' : 'border-line-strong text-fg',
                )}
              >
                <input type="radio" name="colorScheme" className="sr-only" checked={values.colorScheme === scheme.value} onChange={() => set({ colorScheme: scheme.value })} />
                <span aria-hidden="true" className="flex overflow-hidden rounded-md ring-1 ring-line">
                  {scheme.swatch.map((colour) => (
                    <span key={colour} className="size-6" style={{ background: colour }} />
                  ))}
                </span>
                {scheme.label}
              </label>
            ))}
          </div>
        </fieldset>
      </Section>

      <div className="sticky bottom-20 z-30 flex flex-col-reverse gap-3 rounded-xl border border-line bg-surface/95 p-3 shadow-card backdrop-blur sm:flex-row sm:justify-end lg:bottom-4">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending} disabled={uploading}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
