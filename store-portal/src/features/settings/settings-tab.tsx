import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { PortalStore } from '@thriftz/client/generated/model';
import { STORE_CATEGORY_LABELS } from '../../lib/store-categories';
import { EntryCodeCard } from './entry-code-card';
import { SettingsForm } from './settings-form';
import { COLOR_SCHEMES } from './settings-values';

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      <dl className="mt-3 divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="break-words font-medium text-fg">{value || <span className="font-normal text-fg-subtle">Not set</span>}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function StoreImages({ store }: { store: PortalStore }) {
  const pictures = [
    ...(store.logo ? [{ label: 'Logo', image: store.logo }] : []),
    ...(store.coverImage ? [{ label: 'Cover image', image: store.coverImage }] : []),
    ...store.highlights.map((image, i) => ({ label: `Banner ${i + 1}`, image })),
  ];
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">Images</h2>
      {pictures.length ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {pictures.map(({ label, image }) => (
            <li key={image._id} className="space-y-1">
              <img src={image.thumbUrl} alt={label} width={96} height={72} loading="lazy" className="h-18 w-24 rounded-lg border border-line object-cover" />
              <p className="text-xs text-fg-subtle">{label}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-fg-subtle">No images yet. Add a logo, a cover and banners in Edit.</p>
      )}
    </Card>
  );
}

/**
 * The store's settings, read first; Edit opens the form. The owner's details are read only.
 * `developer` is the access tokens' section (the tokens feature, put here by the app layer).
 */
export function SettingsTab({ store, developer }: { store: PortalStore; developer?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const scheme = COLOR_SCHEMES.find((option) => option.value === store.designPreset.colorScheme) ?? COLOR_SCHEMES[0];
  return (
    <section aria-labelledby="settings-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="settings-heading" className="text-xl font-bold text-fg">
            Store Settings
          </h1>
          <p className="mt-1 text-sm text-fg-muted">How your store looks and how customers pay and reach you.</p>
        </div>
        {editing ? null : (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <SettingsForm store={store} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Facts
            title="Store Information"
            rows={[
              ['Store name', store.name],
              ['Description', store.description],
              ['Category', STORE_CATEGORY_LABELS[store.category] ?? store.category],
              ['Location', store.location],
              ['Contact info', store.contactInfo],
              ['Contact link', store.contactLink],
            ]}
          />
          <div className="space-y-6">
            <Facts
              title="Payments & Design"
              rows={[
                [
                  'Payment options',
                  <span key="payments" className="flex gap-1.5">
                    {store.paymentOptions.map((option) => (
                      <Badge key={option} tone="success">
                        {option === 'cod' ? 'Cash on Delivery' : 'Prepaid'}
                      </Badge>
                    ))}
                  </span>,
                ],
                ['Colour scheme', scheme.label],
              ]}
            />
            <StoreImages store={store} />
          </div>
          <Facts
            title="Owner (read only)"
            rows={[
              ['Name', store.ownerDetails.fullName],
              ['E-mail', store.ownerDetails.email],
              ['Phone', store.ownerDetails.phone],
            ]}
          />
          <EntryCodeCard setAt={store.entryCodeSetAt} />
        </div>
      )}
      {editing ? null : developer}
    </section>
  );
}
