import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import GavelIcon from '@mui/icons-material/Gavel';
import PeopleIcon from '@mui/icons-material/People';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CampaignIcon from '@mui/icons-material/Campaign';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { createAuthProvider, type ExitReason } from './auth-provider';
import { dataProvider, USERS_RESOURCE } from './data-provider';
import { isApiError } from '../lib/errors';
import { AppLayout } from './layout/app-layout';
import { theme } from './theme';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { UserList } from '../features/users/user-list';
import { FinancePage } from '../features/finance/finance-page';
import { SettingsPage } from '../features/settings/settings-page';
import { RecruitmentList } from '../features/recruitment/recruitment-list';
import { ReportsPage } from '../features/reports/reports-page';
import { EmailPage } from '../features/email/email-page';
import { MiniStoresPage } from '../features/mini-stores/mini-stores-page';
import { OrderList } from '../features/orders/order-list';
import { ProductList } from '../features/products/product-list';
import { RoommateListingList } from '../features/roommate-listings/roommate-listing-list';
import { ProductRequestList } from '../features/product-requests/product-request-list';
import { AdsPanel } from '../features/ads/ads-panel';
import { ContactList } from '../features/contact/contact-list';
import { ModerationPage } from '../features/moderation/moderation-page';
import { REPORTS_RESOURCE } from '../features/moderation/moderation-data-provider';
import { SiteNotificationCreate } from '../features/site-notifications/site-notification-create';
import { SiteNotificationEdit } from '../features/site-notifications/site-notification-edit';
import { SiteNotificationList } from '../features/site-notifications/site-notification-list';
import { SubscriptionList } from '../features/subscriptions/subscription-list';
import { DeveloperSettingsPage } from '../features/developer-settings/developer-settings-page';
import { ACCESS_TOKENS_RESOURCE } from '../features/developer-settings/access-tokens-data-provider';

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
 * Each panel is a <Resource> (a list over one API resource) or a custom route (a page such as
 * Reports), and has its entry in layout/app-menu.tsx.
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
      dashboard={DashboardPage}
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
      <Resource name="finance" list={FinancePage} icon={AccountBalanceWalletIcon} options={{ label: 'Finance Management' }} />
      <Resource name="refunds" />
      <Resource name="recruitment" list={RecruitmentList} icon={AssignmentIndIcon} options={{ label: 'Recruitment' }} />
      <Resource name="products" list={ProductList} icon={Inventory2Icon} options={{ label: 'Products' }} recordRepresentation="title" />
      <Resource name="mini-stores" list={MiniStoresPage} icon={StorefrontIcon} options={{ label: 'Mini Stores' }} recordRepresentation="name" />
      <Resource name="store-products" recordRepresentation="title" />
      <Resource name="orders" list={OrderList} icon={ReceiptLongIcon} options={{ label: 'Orders' }} />
      <Resource name="roommate-listings" list={RoommateListingList} icon={HomeWorkIcon} options={{ label: 'Roommate Finder' }} recordRepresentation="title" />
      <Resource name="product-requests" list={ProductRequestList} icon={RequestPageIcon} options={{ label: 'Product Requests' }} recordRepresentation="title" />
      <Resource name="ads" list={AdsPanel} icon={CampaignIcon} options={{ label: 'Ads Management' }} recordRepresentation="title" />
      <Resource name="contact" list={ContactList} icon={ContactMailIcon} options={{ label: 'Contact Forms' }} recordRepresentation="name" />
      <Resource name={REPORTS_RESOURCE} list={ModerationPage} icon={GavelIcon} options={{ label: 'Moderation' }} />
      <Resource
        name="site-notifications"
        list={SiteNotificationList}
        create={SiteNotificationCreate}
        edit={SiteNotificationEdit}
        icon={NotificationsIcon}
        options={{ label: 'Notifications' }}
      />
      <Resource name="subscriptions" list={SubscriptionList} icon={CardMembershipIcon} options={{ label: 'Subscriptions' }} />
      {/* The admin's own API tokens, listed on the Developer Settings page (no page of their own). */}
      <Resource name={ACCESS_TOKENS_RESOURCE} recordRepresentation="name" />
      {/* The panels that are pages rather than lists of one resource. */}
      <CustomRoutes>
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/email" element={<EmailPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/developer-settings" element={<DeveloperSettingsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
