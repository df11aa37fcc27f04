import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useSendPromotionalEmail } from '@thriftz/client/generated/email/email';
import { errorMessage } from '../../lib/errors';
import { emailMessages } from './email-messages';
import { QuickTemplates } from './quick-templates';
import { useEmailRefresh } from './use-email-refresh';

/** The Single Email tab: one e-mail to one Thriftz user who accepts promotional e-mail. */
export function SingleEmailForm() {
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const notify = useNotify();
  const refresh = useEmailRefresh();
  const send = useSendPromotionalEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!to.trim() || !subject.trim() || !content.trim()) return notify(emailMessages.fillAllFields, { type: 'warning' });
    send.mutate(
      { data: { emailData: { to: to.trim(), subject, content } } },
      {
        onSuccess: () => {
          notify(emailMessages.sent, { type: 'success' });
          setTo('');
          setSubject('');
          setContent('');
          refresh();
        },
        onError: (error) => notify(errorMessage(error, emailMessages.sendFailed), { type: 'error' }),
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={emailMessages.singleTab}>
      <TextField
        label="Recipient email"
        type="email"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        helperText="A Thriftz user's address; users who unsubscribed cannot be sent promotional e-mail."
        slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }}
      />
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
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={send.isPending}>
          Send Email
        </Button>
      </Stack>
    </Stack>
  );
}
