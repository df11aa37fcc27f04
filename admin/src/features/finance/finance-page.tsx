import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { FinanceList } from './finance-list';
import { RefundList } from './refund-list';

type TabName = 'transactions' | 'refunds';

/** Finance Management (#/finance): the ledger with its cards and dialogs, and the refunds of captured payments. */
export function FinancePage() {
  const [tab, setTab] = useState<TabName>('transactions');
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} aria-label="Finance sections" sx={{ mt: 1 }}>
        <Tab value="transactions" label="Transactions" id="tab-transactions" aria-controls="panel-transactions" />
        <Tab value="refunds" label="Refunds" id="tab-refunds" aria-controls="panel-refunds" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'transactions' ? <FinanceList /> : <RefundList />}
      </Box>
    </Box>
  );
}
