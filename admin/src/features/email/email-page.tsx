import { useState } from 'react';
import { Title } from 'react-admin';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { emailMessages } from './email-messages';
import { EmailStats } from './email-stats';
import { MassEmailForm } from './mass-email-form';
import { OutboxTable } from './outbox-table';
import { SingleEmailForm } from './single-email-form';

type EmailTab = 'mass' | 'single' | 'outbox';

/** The Email Management panel: figures, mass and single promotional e-mail, and the outbox. */
export function EmailPage() {
  const [tab, setTab] = useState<EmailTab>('mass');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={emailMessages.title} />
      <EmailStats />
      <Card variant="outlined">
        <Tabs value={tab} onChange={(_e, v: EmailTab) => setTab(v)} aria-label="Email tools" variant="scrollable" allowScrollButtonsMobile>
          <Tab value="mass" label={emailMessages.massTab} id="email-tab-mass" aria-controls="email-panel" />
          <Tab value="single" label={emailMessages.singleTab} id="email-tab-single" aria-controls="email-panel" />
          <Tab value="outbox" label={emailMessages.outboxTab} id="email-tab-outbox" aria-controls="email-panel" />
        </Tabs>
        <CardContent id="email-panel" role="tabpanel" aria-labelledby={`email-tab-${tab}`}>
          {tab === 'mass' && <MassEmailForm />}
          {tab === 'single' && <SingleEmailForm />}
          {tab === 'outbox' && <OutboxTable />}
        </CardContent>
      </Card>
    </Box>
  );
}
