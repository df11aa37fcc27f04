import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { ActiveToggleButton } from '../../ui/active-toggle-button';
import { ConfirmDeleteButton } from '../../ui/confirm-delete-button';
import { AdFormDialog } from './ad-form-dialog';
import { adMessages as m } from './ads-messages';
import { ADS_RESOURCE, type AdRecord } from './ads-data-provider';
import { LabelledButton } from '../../ui/labelled-button';

/** Edit, activate/deactivate and delete (after a confirmation) for one ad. */
export function AdRowActions({ record }: { record: AdRecord }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <LabelledButton label="Edit" aria-label={`Edit ${record.title}`} onClick={() => setEditing(true)}>
        <EditIcon />
      </LabelledButton>
      <ActiveToggleButton
        resource={ADS_RESOURCE}
        record={record}
        name={record.title}
        messages={{ activated: m.activated, deactivated: m.deactivated, failed: m.statusFailed }}
      />
      <ConfirmDeleteButton resource={ADS_RESOURCE} record={record} name={record.title} title="Delete ad" success={m.deleted} failed={m.deleteFailed} />
      {editing && <AdFormDialog open onClose={() => setEditing(false)} ad={record} />}
    </>
  );
}
