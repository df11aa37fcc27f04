import { useState } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { CreatedAccessToken } from './access-tokens-data-provider';
import { CreateTokenForm } from './create-token-form';
import { developerSettingsMessages as m } from './developer-settings-messages';
import { TokenList } from './token-list';
import { TokenSecretDialog } from './token-secret-dialog';

/** Developer Settings (#/developer-settings): the admin's personal access tokens for the API. */
export function DeveloperSettingsPage() {
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  return (
    <Box sx={{ maxWidth: 1040, mt: 2, mb: 4, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 720 }}>
        {m.intro}{' '}
        <Box component="code" sx={{ fontFamily: 'monospace', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5, color: 'text.primary' }}>
          {m.header}
        </Box>
        {m.introEnd}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Link href="/api/docs" target="_blank" rel="noopener">
          {m.docs}
        </Link>
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {m.createTitle}
          </Typography>
          <CreateTokenForm onCreated={setCreated} />
        </CardContent>
      </Card>
      <TokenList />
      <TokenSecretDialog created={created} onClose={() => setCreated(null)} />
    </Box>
  );
}
