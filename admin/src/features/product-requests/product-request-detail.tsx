import { Chip, Stack } from '@mui/material';
import { ActiveChip, ActiveToggleButton } from '../../ui/active-toggle-button';
import { ConfirmDeleteButton } from '../../ui/confirm-delete-button';
import { formatDateTimeIn, humanize } from '../../ui/en-in-format';
import { FactList, RecordDetailButton } from '../../ui/record-detail-dialog';
import { requestMessages as m } from './product-requests-messages';
import { PRODUCT_REQUESTS_RESOURCE, type ProductRequestRecord } from './product-requests-data-provider';

/** Activate or Deactivate, in the table row (or card) and in the detail modal. */
export function ProductRequestToggle({ record }: { record: ProductRequestRecord }) {
  return (
    <ActiveToggleButton
      resource={PRODUCT_REQUESTS_RESOURCE}
      record={record}
      name={record.title}
      messages={{ activated: m.activated, deactivated: m.deactivated, failed: m.updateFailed }}
    />
  );
}

/** The detail modal's actions: the switch and, after a confirmation, delete. */
function ProductRequestModalActions({ record }: { record: ProductRequestRecord }) {
  return (
    <>
      <ProductRequestToggle record={record} />
      <ConfirmDeleteButton
        resource={PRODUCT_REQUESTS_RESOURCE}
        record={record}
        name={record.title}
        title="Delete request"
        success={m.deleted}
        failed={m.deleteFailed}
      />
    </>
  );
}

/** "Riya (shown as Night Owl)" for an anonymous request: admins see the real requester. */
export const requesterOf = (r: ProductRequestRecord) =>
  r.isAnonymous ? `${r.requestedBy.fullName} (shown as ${r.anonymousName ?? 'anonymous'})` : r.requestedBy.fullName;

export function ProductRequestDetail({ record }: { record: ProductRequestRecord }) {
  const age = record.productAge;
  return (
    <RecordDetailButton title={record.title} name={`details of ${record.title}`} actions={<ProductRequestModalActions record={record} />}>
      {record.images[0] && (
        <img
          src={record.images[0].cardUrl}
          alt=""
          width={300}
          height={225}
          style={{ borderRadius: 8, objectFit: 'cover', maxWidth: '100%', height: 'auto', marginBottom: 16 }}
        />
      )}
      <FactList
        facts={[
          { label: 'Status', value: <ActiveChip isActive={record.isActive} /> },
          { label: 'Description', value: record.description },
          { label: 'Category', value: humanize(record.category) },
          { label: 'Request type', value: humanize(record.requestType) },
          { label: 'Price range', value: humanize(record.priceRange) },
          { label: 'Condition', value: humanize(record.condition) },
          { label: 'Product age', value: age ? `Up to ${age.years} years ${age.months} months` : '' },
          {
            label: 'Tags',
            value: record.tags.length ? (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {record.tags.map((tag) => (
                  <Chip key={tag} label={tag} size="small" variant="outlined" />
                ))}
              </Stack>
            ) : (
              ''
            ),
          },
          { label: 'Requested by', value: `${requesterOf(record)}, ${record.requestedBy.email}` },
          { label: 'Posted', value: formatDateTimeIn(record.createdAt) },
          { label: 'Expires', value: formatDateTimeIn(record.expirationDate) },
        ]}
      />
    </RecordDetailButton>
  );
}
