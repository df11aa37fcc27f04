import { useMemo } from 'react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import PeopleIcon from '@mui/icons-material/People';
import type { CurrentUser } from './api/generated/model';
import { createAuthProvider, type ExitReason } from './auth-provider';
import { dataProvider, USERS_RESOURCE } from './data-provider';
import { isApiError } from './errors';
import { AppLayout } from './layout/app-layout';
import { theme } from './theme';
import { UserList } from './features/users/user-list';

/** Client errors (4xx) will not change on retry; a server or network failure gets one more try. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
}

interface AppProps {
  /** The admin verified by the access gate. */
  user: CurrentUser;
  /** Back to the access gate when the app must be left. */
  onExit: (reason: ExitReason) => void;
}

/**
 * The react-admin app, loaded lazily once the access gate has seen an admin session.
 * Only the panels that exist are listed: Users for now.
 */
export default function App({ user, onExit }: AppProps) {
  const authProvider = useMemo(() => createAuthProvider({ initialUser: user, onExit }), [user, onExit]);
  const queryClient = useMemo(createQueryClient, []);
  // In memory, not localStorage: a row selection must not survive a reload and be acted on
  // later by surprise. Filters and page still live in the URL.
  const store = useMemo(() => memoryStore(), []);

  return (
    <Admin
      title="Thriftz Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      store={store}
      layout={AppLayout}
      theme={theme}
      darkTheme={null}
      loginPage={false}
      disableTelemetry
    >
      <Resource
        name={USERS_RESOURCE}
        list={UserList}
        icon={PeopleIcon}
        options={{ label: 'User Management' }}
        recordRepresentation="fullName"
      />
    </Admin>
  );
}
