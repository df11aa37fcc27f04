import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCreateReport } from '@thriftz/client/generated/reports/reports';
import type { ReportItemType } from '@thriftz/client/generated/model';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import {
  EMPTY_REPORT,
  REPORT_MESSAGES,
  reportSchema,
  toCreateReportInput,
  type ReportFormInput,
  type ReportFormValues,
} from './report-schema';
import { ReportFields } from './report-fields';

/** How long the thank-you stays before the dialog closes itself (document 1, section 9). */
export const REPORT_SUCCESS_CLOSE_MS = 2000;

const TITLES: Record<ReportItemType, string> = {
  listing: 'Report this listing',
  request: 'Report this request',
  user: 'Report this user',
  review: 'Report this review',
};

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemType: ReportItemType;
  itemId: string;
}

/** The report dialog: form, then success (closes after 2 s) or failure ('Try Again' returns to the form). */
export function ReportDialog({ open, onOpenChange, itemType, itemId }: ReportDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLES[itemType]}
      description="Tell the moderators what is wrong. They review every report."
    >
      {/* The dialog's content unmounts when closed, so every opening starts with an empty form. */}
      <ReportBody itemType={itemType} itemId={itemId} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

type Stage = 'form' | 'success' | 'error';

function ReportBody({ itemType, itemId, onClose }: { itemType: ReportItemType; itemId: string; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>('form');
  const create = useCreateReport();
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: EMPTY_REPORT,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';

  // The latest onClose, so a re-render of the parent does not restart the 2 seconds.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (stage !== 'success') return;
    const timer = window.setTimeout(() => closeRef.current(), REPORT_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [stage]);

  const onSubmit = handleSubmit((values) => {
    create.mutate(
      { data: toCreateReportInput(values, { itemType, itemId }, window.location.href) },
      { onSuccess: () => setStage('success'), onError: () => setStage('error') },
    );
  });

  if (stage === 'success') {
    return (
      <div role="status" className="flex flex-col items-center py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-primary" />
        <p className="mt-3 text-lg font-semibold text-fg">{REPORT_MESSAGES.successTitle}</p>
        <p className="mt-1 text-sm text-fg-muted">{REPORT_MESSAGES.successText}</p>
      </div>
    );
  }

  if (stage === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center py-6 text-center">
        <CircleX aria-hidden="true" className="size-12 text-danger" />
        <p className="mt-3 text-lg font-semibold text-fg">{REPORT_MESSAGES.failedTitle}</p>
        <p className="mt-1 text-sm text-fg-muted">{REPORT_MESSAGES.failedText}</p>
        <Button className="mt-5" onClick={() => setStage('form')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    );
  }

  const busy = create.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={TITLES[itemType]} aria-busy={busy || undefined}>
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <ReportFields
          fields={{ reason: register('reason'), description: register('description'), contactEmail: register('contactEmail') }}
          errors={{ reason: errors.reason?.message, description: errors.description?.message, contactEmail: errors.contactEmail?.message }}
          description={description}
          descriptionRows={4}
        />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? 'Submitting…' : 'Submit Report'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
