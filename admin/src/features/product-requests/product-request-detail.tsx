// How a product request shows in the moderation panel: its facts in the detail modal and who asked.
import { Chip, Stack } from '@mui/material';
import { humanize } from '../../ui/en-in-format';
import type { PostKind } from '../../ui/post-moderation';
import { requestMessages as m } from './product-requests-messages';
import { PRODUCT_REQUESTS_RESOURCE, type ProductRequestRecord } from './product-requests-data-provider';

/** "Riya (shown as Night Owl)" for an anonymous request: admins see the real requester. */
export const requesterOf = (r: ProductRequestRecord) =>
  r.isAnonymous ? `${r.requestedBy.fullName} (shown as ${r.anonymousName ?? 'anonymous'})` : r.requestedBy.fullName;

function Tags({ tags }: { tags: string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

export const productRequestKind: PostKind<ProductRequestRecord> = {
  resource: PRODUCT_REQUESTS_RESOURCE,
  messages: m,
  deleteTitle: 'Delete request',
  facts: (record) => {
    const age = record.productAge;
    return [
      { label: 'Category', value: humanize(record.category) },
      { label: 'Request type', value: humanize(record.requestType) },
      { label: 'Price range', value: humanize(record.priceRange) },
      { label: 'Condition', value: humanize(record.condition) },
      { label: 'Product age', value: age ? `Up to ${age.years} years ${age.months} months` : '' },
      { label: 'Tags', value: record.tags.length ? <Tags tags={record.tags} /> : '' },
      { label: 'Requested by', value: `${requesterOf(record)}, ${record.requestedBy.email}` },
    ];
  },
};
