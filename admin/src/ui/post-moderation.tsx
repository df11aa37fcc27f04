// What the moderated posts' panels (product requests, roommate listings) share: the row's View and
// Activate/Deactivate buttons, and the detail modal with the first picture, the facts, and delete.
import type { RaRecord } from 'react-admin';
import { ActiveChip, ActiveToggleButton } from './active-toggle-button';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { formatDateTimeIn } from './en-in-format';
import { FactList, RecordDetailButton, type Fact } from './record-detail-dialog';

export interface ModeratedPost extends RaRecord {
  title: string;
  description: string;
  isActive: boolean;
  images: ReadonlyArray<{ cardUrl: string }>;
  createdAt: string;
  expirationDate: string;
}

export interface PostMessages {
  activated: string;
  deactivated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
}

export interface PostKind<T extends ModeratedPost> {
  resource: string;
  messages: PostMessages;
  /** The delete dialog's title, e.g. "Delete listing". */
  deleteTitle: string;
  /** The kind's own facts, shown between the description and the dates. */
  facts: (record: T) => Fact[];
  /** Facts after the dates, e.g. the number of pictures. */
  trailingFacts?: (record: T) => Fact[];
}

/** Activate or Deactivate, in the table row (or card) and in the detail modal. */
export function PostToggle<T extends ModeratedPost>({ kind, record }: { kind: PostKind<T>; record: T }) {
  const { activated, deactivated, updateFailed } = kind.messages;
  return (
    <ActiveToggleButton resource={kind.resource} record={record} name={record.title} messages={{ activated, deactivated, failed: updateFailed }} />
  );
}

/** The View button and its modal: the first picture, the facts, the switch and (after a confirmation) delete. */
export function PostDetail<T extends ModeratedPost>({ kind, record }: { kind: PostKind<T>; record: T }) {
  const actions = (
    <>
      <PostToggle kind={kind} record={record} />
      <ConfirmDeleteButton
        resource={kind.resource}
        record={record}
        name={record.title}
        title={kind.deleteTitle}
        success={kind.messages.deleted}
        failed={kind.messages.deleteFailed}
      />
    </>
  );
  return (
    <RecordDetailButton title={record.title} name={`details of ${record.title}`} actions={actions}>
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
          ...kind.facts(record),
          { label: 'Posted', value: formatDateTimeIn(record.createdAt) },
          { label: 'Expires', value: formatDateTimeIn(record.expirationDate) },
          ...(kind.trailingFacts?.(record) ?? []),
        ]}
      />
    </RecordDetailButton>
  );
}

/** A post's row (or card) actions: View, then Activate/Deactivate. */
export function PostActions<T extends ModeratedPost>({ kind, record }: { kind: PostKind<T>; record: T }) {
  return (
    <>
      <PostDetail kind={kind} record={record} />
      <PostToggle kind={kind} record={record} />
    </>
  );
}
