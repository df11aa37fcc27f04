import { ConfirmDeleteButton } from '../../ui/confirm-delete-button';
import { MINI_STORES_RESOURCE, type AdminStore } from './mini-stores-data-provider';
import { miniStoresMessages as m } from './mini-stores-messages';

/** Deletes the store after the spec's 'This action cannot be undone.' confirmation. */
export function DeleteStoreButton({ record }: { record: AdminStore }) {
  return (
    <ConfirmDeleteButton
      resource={MINI_STORES_RESOURCE}
      record={record}
      name={record.name}
      title={m.deleteTitle(record.name)}
      content={`${m.cannotBeUndone} ${m.deleteDetail}`}
      success={m.deleted(record.name)}
      failed={m.deleteFailed}
      refresh={false}
    />
  );
}
