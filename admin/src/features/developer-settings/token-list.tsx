import { DataTable, useListContext } from 'react-admin';
import { Box, Chip, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import KeyIcon from '@mui/icons-material/Key';
import { AdminList } from '../../ui/admin-list';
import { ConfirmDeleteButton } from '../../ui/confirm-delete-button';
import { ListEmptyState } from '../../ui/list-empty-state';
import { formatIndiaDate, formatIndiaDateTime } from '../../ui/money-and-dates';
import { ResponsiveTable } from '../../ui/responsive-table';
import { ACCESS_TOKENS_RESOURCE, type AccessToken, type AccessTokensMeta } from './access-tokens-data-provider';
import { developerSettingsMessages as m } from './developer-settings-messages';
import { isExpired } from './token-form-values';

const Col = DataTable.Col<AccessToken>;

function ScopeChips({ token }: { token: AccessToken }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={`Scopes: ${token.scopes.join(', ')}`}>
      {token.scopes.map((scope) => (
        <Chip key={scope} label={scope} size="small" color={scope === 'admin' ? 'warning' : 'default'} variant={scope === 'admin' ? 'filled' : 'outlined'} />
      ))}
    </Stack>
  );
}

/** The expiry date, and an "Expired" flag once it has passed. */
function Expiry({ token }: { token: AccessToken }) {
  const expired = isExpired(token);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap', color: expired ? 'error.main' : undefined }}>
        {formatIndiaDate(token.expiresAt)}
      </Box>
      {expired && <Chip label={m.expired} size="small" color="error" />}
    </Stack>
  );
}

const lastUsed = (token: AccessToken) => (token.lastUsedAt ? formatIndiaDateTime(token.lastUsedAt) : m.never);

function RevokeButton({ token }: { token: AccessToken }) {
  return (
    <ConfirmDeleteButton
      resource={ACCESS_TOKENS_RESOURCE}
      record={token}
      name={token.name}
      verb="Revoke"
      icon={<BlockIcon />}
      title={m.revokeTitle(token.name)}
      content={m.revokeDetail}
      success={m.revoked}
      failed={m.revokeFailed}
    />
  );
}

/** "3 of 20 tokens", once the list has loaded. */
function TokenCount() {
  const { data, meta, isPending, error } = useListContext<AccessToken>();
  const limit = (meta as AccessTokensMeta | undefined)?.limit;
  if (isPending || error || !data || !limit) return null;
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {m.count(data.length, limit)}
    </Typography>
  );
}

const empty = <ListEmptyState message={m.noTokens} hint={m.noTokensHint} icon={<KeyIcon aria-hidden sx={{ fontSize: 40, color: 'text.disabled' }} />} />;

/** The admin's tokens: name, scopes, created, expires (expired flagged), last used, and Revoke. */
export function TokenList() {
  return (
    <AdminList<AccessToken>
      resource={ACCESS_TOKENS_RESOURCE}
      title={m.title}
      actions={false}
      paged={false}
      disableSyncWithLocation
      loadFailed={m.loadFailed}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: 2, pt: 2, pb: 1, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {m.listTitle}
        </Typography>
        <TokenCount />
      </Stack>
      <ResponsiveTable<AccessToken>
        empty={empty}
        card={(token) => ({
          title: token.name,
          badges: isExpired(token) ? <Chip label={m.expired} size="small" color="error" /> : undefined,
          lines: [
            `Scopes: ${token.scopes.join(', ')}`,
            `Created ${formatIndiaDate(token.createdAt)}`,
            `${isExpired(token) ? 'Expired' : 'Expires'} ${formatIndiaDate(token.expiresAt)}`,
            `Last used: ${lastUsed(token)}`,
          ],
          actions: <RevokeButton token={token} />,
        })}
      >
        <Col source="name" label="Name" disableSort sx={{ overflowWrap: 'anywhere', minWidth: 140 }} />
        <Col source="scopes" label="Scopes" disableSort render={(t) => <ScopeChips token={t} />} />
        <Col source="createdAt" label="Created" disableSort sx={{ whiteSpace: 'nowrap' }} render={(t) => formatIndiaDate(t.createdAt)} />
        <Col source="expiresAt" label="Expires" disableSort render={(t) => <Expiry token={t} />} />
        <Col source="lastUsedAt" label="Last used" disableSort render={lastUsed} />
        <Col source="actions" label="Actions" disableSort render={(t) => <RevokeButton token={t} />} />
      </ResponsiveTable>
    </AdminList>
  );
}
