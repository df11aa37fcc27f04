// How a roommate listing shows in the moderation panel: its facts in the detail modal.
import { formatRupees, humanize } from '../../ui/en-in-format';
import type { PostKind } from '../../ui/post-moderation';
import { roommateMessages as m } from './roommate-listings-messages';
import { ACCOMMODATION_LABELS, ROOMMATE_LISTINGS_RESOURCE, type RoommateListingRecord } from './roommate-listings-data-provider';

export const roommateListingKind: PostKind<RoommateListingRecord> = {
  resource: ROOMMATE_LISTINGS_RESOURCE,
  messages: m,
  deleteTitle: 'Delete listing',
  facts: (record) => {
    const prefs = record.roommatePreferences;
    return [
      { label: 'Accommodation', value: ACCOMMODATION_LABELS[record.accommodationType] },
      { label: 'Budget', value: `${formatRupees(record.budget)} / month` },
      { label: 'Posted by', value: `${record.postedBy.fullName} (${record.postedBy.email})` },
      { label: 'Contact', value: record.contactInfo },
      { label: 'Gender preference', value: humanize(prefs.gender) },
      { label: 'Age range', value: prefs.ageRange ?? '' },
      { label: 'Other preferences', value: prefs.otherPreferences ?? '' },
      { label: 'Location', value: record.location ? `${record.location.lat.toFixed(5)}, ${record.location.lng.toFixed(5)}` : '' },
    ];
  },
  trailingFacts: (record) => [{ label: 'Pictures', value: String(record.images.length) }],
};
