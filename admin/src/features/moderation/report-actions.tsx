import { useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Box, FormControl, InputLabel, MenuItem, Select, TextField, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { SUSPENSION_DAYS, type ModerationOutcome, type ReportRecord } from './moderation-api';
import { REPORTS_RESOURCE, type ModerationDataProvider } from './moderation-data-provider';
import { formatIndiaTime } from './moderation-format';
import { moderationMessages as m } from './moderation-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { LabelledButton } from '../../ui/labelled-button';

type Action = 'dismiss' | 'hide' | 'suspend';

/** A report's three actions, each behind a confirmation that asks what it needs (note, reason, days). */
export function ReportActions({ report }: { report: ReportRecord }) {
  const provider = useDataProvider<ModerationDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Action | null>(null);
  const [text, setText] = useState('');
  const [days, setDays] = useState<number>(7);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation<ModerationOutcome, unknown, Action>({
    mutationFn: (action) => {
      const id = report.id;
      if (action === 'dismiss') return provider.dismissReport(REPORTS_RESOURCE, { id, note: text });
      if (action === 'hide') return provider.hideListing(REPORTS_RESOURCE, { id, reason: text });
      return provider.suspendUser(REPORTS_RESOURCE, { id, reason: text, days });
    },
    onSuccess: (outcome, action) => {
      const until = outcome.report.target.ownerSuspendedUntil;
      const owner = report.target.owner?.fullName ?? 'The user';
      notify(
        action === 'dismiss'
          ? m.dismissed(outcome.closedReports)
          : action === 'hide'
            ? m.hidden(outcome.closedReports, report.itemType === 'review' ? 'Review' : 'Listing')
            : m.suspended(owner, until ? formatIndiaTime(until) : ''),
        { type: 'success' },
      );
      close();
      refresh();
    },
    onError: (err) => {
      notifyFailure(err, m.actionFailed);
    },
  });

  const start = (action: Action) => {
    setText('');
    setDays(7);
    setError(null);
    setOpen(action);
  };
  function close() {
    setOpen(null);
  }
  const confirm = () => {
    if (open !== 'dismiss' && !text.trim()) return setError(m.reasonRequired);
    if (open) mutation.mutate(open);
  };

  if (report.resolution) return null;
  const isPost = report.itemType !== 'user';
  const canHide = isPost && report.target.exists && !report.target.hiddenReason;
  const canSuspend = Boolean(report.target.owner);
  const who = report.target.owner?.fullName ?? 'this user';
  // A reported review is hidden through the same call as a post; only the words differ.
  const hideLabel = report.itemType === 'review' ? 'Hide review' : 'Hide listing';

  const reasonField = (label: string): ReactNode => (
    <TextField
      label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setError(null);
      }}
      required={open !== 'dismiss'}
      error={Boolean(error)}
      helperText={error ?? ' '}
      multiline
      minRows={2}
      fullWidth
      autoFocus
      slotProps={{ htmlInput: { maxLength: open === 'dismiss' ? 1000 : 500 } }}
      sx={{ mt: 2 }}
    />
  );

  const content: Record<Action, ReactNode> = {
    dismiss: (
      <Box>
        <Typography>{m.confirmDismissContent}</Typography>
        {reasonField('Note to the reporter (optional)')}
      </Box>
    ),
    hide: (
      <Box>
        <Typography>{m.confirmHideContent}</Typography>
        {reasonField('Reason (shown to the owner)')}
      </Box>
    ),
    suspend: (
      <Box>
        <Typography>{m.confirmSuspendContent}</Typography>
        {reasonField('Reason (shown to the user)')}
        <FormControl fullWidth>
          <InputLabel id={`days-${report.id}`}>Suspend for</InputLabel>
          <Select labelId={`days-${report.id}`} label="Suspend for" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {SUSPENSION_DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d} {d === 1 ? 'day' : 'days'}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
    ),
  };
  const titles: Record<Action, string> = { dismiss: m.confirmDismiss, hide: report.itemType === 'review' ? m.confirmHideReview : m.confirmHide, suspend: m.confirmSuspend(who) };
  const confirmLabels: Record<Action, string> = { dismiss: 'Dismiss', hide: hideLabel, suspend: 'Suspend user' };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 140 }}>
      <LabelledButton label="Dismiss" aria-label={`Dismiss the report of ${report.target.title ?? 'a deleted item'}`} onClick={() => start('dismiss')} color="inherit">
        <DoNotDisturbIcon />
      </LabelledButton>
      {canHide && (
        <LabelledButton label={hideLabel} aria-label={`Hide ${report.target.title}`} onClick={() => start('hide')} color="warning">
          <VisibilityOffIcon />
        </LabelledButton>
      )}
      {canSuspend && (
        <LabelledButton label="Suspend user" aria-label={`Suspend ${who}`} onClick={() => start('suspend')} color="error">
          <BlockIcon />
        </LabelledButton>
      )}
      {open && (
        <Confirm
          isOpen
          title={titles[open]}
          content={content[open]}
          confirm={confirmLabels[open]}
          confirmColor={open === 'dismiss' ? 'primary' : 'warning'}
          loading={mutation.isPending}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </Box>
  );
}
