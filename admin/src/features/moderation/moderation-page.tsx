import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { ReportList } from './report-list';
import { SuspensionList } from './suspension-list';

type View = 'reports' | 'suspensions';

/** `#/moderation`: the reports queue, and the suspensions it led to. */
export function ModerationPage() {
  const [view, setView] = useState<View>('reports');
  return (
    <Box>
      <Tabs value={view} onChange={(_e, v: View) => setView(v)} aria-label="Moderation views" sx={{ mt: 1 }} variant="scrollable">
        <Tab value="reports" label="Reports" id="moderation-tab-reports" aria-controls="moderation-panel" />
        <Tab value="suspensions" label="Suspensions" id="moderation-tab-suspensions" aria-controls="moderation-panel" />
      </Tabs>
      <Box id="moderation-panel" role="tabpanel" aria-labelledby={`moderation-tab-${view}`}>
        {view === 'reports' ? <ReportList /> : <SuspensionList />}
      </Box>
    </Box>
  );
}
