import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { usePreviewBulkPromotionalEmail, useSendBulkPromotionalEmail } from '@thriftz/client/generated/email/email';
import type { BulkPromotionalEmailInput, BulkPromotionalEmailInputRecipientType, BulkPromotionalPreview } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/errors';
import { emailMessages } from './email-messages';
import { MassEmailConfirmDialog } from './mass-email-confirm-dialog';
import { QuickTemplates } from './quick-templates';
import { parseRecipients } from './recipients';
import { useEmailRefresh } from './use-email-refresh';

/**
 * The Mass Email tab: one e-mail per recipient, queued through the server's outbox, once the admin
 * has seen the server's recipient count and the e-mail as sent, and confirmed.
 */
export function MassEmailForm() {
  const [recipientType, setRecipientType] = useState<BulkPromotionalEmailInputRecipientType>('subscribers');
  const [custom, setCustom] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const notify = useNotify();
  const refresh = useEmailRefresh();
  const send = useSendBulkPromotionalEmail();
  const previewing = usePreviewBulkPromotionalEmail();
  const [pending, setPending] = useState<{ input: BulkPromotionalEmailInput; preview: BulkPromotionalPreview } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !content.trim()) return notify(emailMessages.fillSubjectAndContent, { type: 'warning' });
    const recipients = recipientType === 'custom' ? parseRecipients(custom) : [];
    if (recipientType === 'custom' && recipients.length === 0) return notify(emailMessages.enterCustomRecipients, { type: 'warning' });
    const input: BulkPromotionalEmailInput = {
      emailData: { subject, content },
      recipientType,
      ...(recipientType === 'custom' ? { recipients: recipients.map((email) => ({ email })) } : {}),
    };
    previewing.mutate(
      { data: input },
      {
        onSuccess: (preview) => setPending({ input, preview }),
        onError: (error) => notify(errorMessage(error, emailMessages.bulkFailed), { type: 'error' }),
      },
    );
  };

  const confirmSend = () => {
    if (!pending) return;
    send.mutate(
      { data: pending.input },
      {
        onSuccess: (result) => {
          setPending(null);
          notify(`${emailMessages.sent} ${result.message}`, { type: 'success' });
          setSubject('');
          setContent('');
          setCustom('');
          refresh();
        },
        onError: (error) => {
          setPending(null);
          notify(errorMessage(error, emailMessages.bulkFailed), { type: 'error' });
        },
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={emailMessages.massTab}>
      <Alert severity="info">{emailMessages.unsubscribeNote}</Alert>
      <FormControl>
        <FormLabel id="recipient-type-label">Recipients</FormLabel>
        <RadioGroup
          row
          aria-labelledby="recipient-type-label"
          value={recipientType}
          onChange={(e) => setRecipientType(e.target.value as BulkPromotionalEmailInputRecipientType)}
        >
          <FormControlLabel value="all" control={<Radio />} label="All users" />
          <FormControlLabel value="subscribers" control={<Radio />} label="Subscribers" />
          <FormControlLabel value="custom" control={<Radio />} label="Custom list" />
        </RadioGroup>
      </FormControl>
      {recipientType === 'custom' && (
        <TextField
          label="Custom recipients"
          multiline
          minRows={3}
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          helperText={emailMessages.customNote}
          placeholder="asha@campus.edu, rahul@campus.edu"
        />
      )}
      <QuickTemplates
        onPick={(t) => {
          setSubject(t.subject);
          setContent(t.content);
        }}
      />
      <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField
        label="Content"
        multiline
        minRows={6}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 20000 } }}
        helperText="Plain text; a blank line starts a new paragraph. An unsubscribe link is added to every e-mail."
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={previewing.isPending}>
          Send Mass Email
        </Button>
      </Stack>
      <MassEmailConfirmDialog preview={pending?.preview ?? null} sending={send.isPending} onSend={confirmSend} onCancel={() => setPending(null)} />
    </Stack>
  );
}
