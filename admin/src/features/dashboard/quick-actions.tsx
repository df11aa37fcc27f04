import { LinkBase } from 'react-admin';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import PeopleIcon from '@mui/icons-material/People';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { dashboardMessages as m } from './dashboard-messages';

// Plain router links to the panels' shared route names (brief-common: "Names shared between panels").
const actions = [
  { to: '/site-notifications/create', label: m.createNotification, icon: <CampaignIcon /> },
  { to: '/users', label: m.manageUsers, icon: <PeopleIcon /> },
  { to: '/reports', label: m.viewReports, icon: <AssessmentIcon /> },
];

export function QuickActions() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="quick-actions-title">
      <CardContent>
        <Typography id="quick-actions-title" variant="h6" component="h2" gutterBottom>
          {m.quickActions}
        </Typography>
        <Stack spacing={1}>
          {actions.map((action) => (
            <Button
              key={action.to}
              component={LinkBase}
              to={action.to}
              variant="outlined"
              startIcon={action.icon}
              sx={{ justifyContent: 'flex-start', minHeight: 44, textTransform: 'none', fontWeight: 600 }}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
