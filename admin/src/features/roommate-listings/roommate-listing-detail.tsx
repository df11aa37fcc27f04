import { ActiveChip, ActiveToggleButton } from '../../ui/active-toggle-button';
import { ConfirmDeleteButton } from '../../ui/confirm-delete-button';
import { formatDateTimeIn, formatRupees, humanize } from '../../ui/en-in-format';
import { FactList, RecordDetailButton } from '../../ui/record-detail-dialog';
import { roommateMessages as m } from './roommate-listings-messages';
import { ACCOMMODATION_LABELS, ROOMMATE_LISTINGS_RESOURCE, type RoommateListingRecord } from './roommate-listings-data-provider';

/** Activate or Deactivate, in the table row (or card) and in the detail modal. */
export function RoommateListingToggle({ record }: { record: RoommateListingRecord }) {
  return (
    <ActiveToggleButton
      resource={ROOMMATE_LISTINGS_RESOURCE}
      record={record}
      name={record.title}
      messages={{ activated: m.activated, deactivated: m.deactivated, failed: m.updateFailed }}
    />
  );
}

/** The detail modal's actions: the switch and, after a confirmation, delete. */
function RoommateListingModalActions({ record }: { record: RoommateListingRecord }) {
  return (
    <>
      <RoommateListingToggle record={record} />
      <ConfirmDeleteButton
        resource={ROOMMATE_LISTINGS_RESOURCE}
        record={record}
        name={record.title}
        title="Delete listing"
        success={m.deleted}
        failed={m.deleteFailed}
      />
    </>
  );
}

export function RoommateListingDetail({ record }: { record: RoommateListingRecord }) {
  const prefs = record.roommatePreferences;
  return (
    <RecordDetailButton title={record.title} name={`details of ${record.title}`} actions={<RoommateListingModalActions record={record} />}>
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
          { label: 'Accommodation', value: ACCOMMODATION_LABELS[record.accommodationType] },
          { label: 'Budget', value: `${formatRupees(record.budget)} / month` },
          { label: 'Posted by', value: `${record.postedBy.fullName} (${record.postedBy.email})` },
          { label: 'Contact', value: record.contactInfo },
          { label: 'Gender preference', value: humanize(prefs.gender) },
          { label: 'Age range', value: prefs.ageRange ?? '' },
          { label: 'Other preferences', value: prefs.otherPreferences ?? '' },
          { label: 'Location', value: record.location ? `${record.location.lat.toFixed(5)}, ${record.location.lng.toFixed(5)}` : '' },
          { label: 'Posted', value: formatDateTimeIn(record.createdAt) },
          { label: 'Expires', value: formatDateTimeIn(record.expirationDate) },
          { label: 'Pictures', value: String(record.images.length) },
        ]}
      />
    </RecordDetailButton>
  );
}
