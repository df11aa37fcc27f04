import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';

/** Each confirm gets `close`, to call once its mutation settles (the dialog stays open while busy). */
type Confirm = (close: () => void) => void;

interface MarkAction {
  /** False once the post is already marked: the button goes away. */
  show: boolean;
  label: string;
  icon: LucideIcon;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: Confirm;
}

interface DeleteAction {
  title: string;
  description: string;
  busy: boolean;
  onConfirm: Confirm;
}

/**
 * What the owner sees on their own post's detail page instead of the contact block: Edit (when
 * `editTo` is given), a one-way mark (sold, fulfilled, inactive) and Delete, each behind a
 * confirmation. `children` go between the mark and Delete.
 */
export function OwnerActionsPanel({
  heading,
  editTo,
  mark,
  remove,
  children,
}: {
  heading: string;
  /** The post's edit page. */
  editTo?: string;
  mark: MarkAction;
  remove: DeleteAction;
  children?: ReactNode;
}) {
  const [confirm, setConfirm] = useState<'mark' | 'delete' | null>(null);
  const close = () => setConfirm(null);
  const MarkIcon = mark.icon;

  return (
    <div className="rounded-xl border border-line bg-slate-50 p-4">
      <p className="text-sm font-semibold text-fg">{heading}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {editTo ? (
          <Button asChild variant="secondary">
            <Link to={editTo}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Link>
          </Button>
        ) : null}
        {mark.show ? (
          <Button onClick={() => setConfirm('mark')}>
            <MarkIcon aria-hidden="true" className="size-4" />
            {mark.label}
          </Button>
        ) : null}
        {children}
        <Button variant="ghost" className="text-danger-ink hover:bg-danger-soft hover:text-danger-ink" onClick={() => setConfirm('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>

      <ConfirmDialog
        open={confirm === 'mark'}
        onOpenChange={(open) => setConfirm(open ? 'mark' : null)}
        title={mark.title}
        description={mark.description}
        confirmLabel={mark.confirmLabel}
        busyLabel="Marking…"
        tone="primary"
        busy={mark.busy}
        onConfirm={() => mark.onConfirm(close)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={remove.title}
        description={remove.description}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.busy}
        onConfirm={() => remove.onConfirm(close)}
      />
    </div>
  );
}
