import { Menu } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GavelIcon from '@mui/icons-material/Gavel';
import PeopleIcon from '@mui/icons-material/People';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import SettingsIcon from '@mui/icons-material/Settings';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EmailIcon from '@mui/icons-material/Email';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CampaignIcon from '@mui/icons-material/Campaign';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CodeIcon from '@mui/icons-material/Code';
import type { ReactElement } from 'react';

interface MenuEntry {
  /** A resource name or a custom route, without the leading slash ('' is the dashboard). */
  to: string;
  label: string;
  icon: ReactElement;
}

/**
 * The sidebar in the spec's order (section 2.3): Dashboard, User Management, Notifications,
 * Subscriptions, Products, Mini Stores, Orders, Roommate Finder, Product Requests, Ads Management,
 * Finance Management, Reports, Email Management, Recruitment, Contact Forms, Settings.
 * Moderation (beyond the spec) sits just before Settings; Developer Settings (the admin's API
 * tokens, issue 28) just after.
 */
const entries: MenuEntry[] = [
  { to: '', label: 'Dashboard', icon: <DashboardIcon /> },
  { to: 'users', label: 'User Management', icon: <PeopleIcon /> },
  { to: 'site-notifications', label: 'Notifications', icon: <NotificationsIcon /> },
  { to: 'subscriptions', label: 'Subscriptions', icon: <CardMembershipIcon /> },
  { to: 'products', label: 'Products', icon: <Inventory2Icon /> },
  { to: 'mini-stores', label: 'Mini Stores', icon: <StorefrontIcon /> },
  { to: 'orders', label: 'Orders', icon: <ReceiptLongIcon /> },
  { to: 'roommate-listings', label: 'Roommate Finder', icon: <HomeWorkIcon /> },
  { to: 'product-requests', label: 'Product Requests', icon: <RequestPageIcon /> },
  { to: 'ads', label: 'Ads Management', icon: <CampaignIcon /> },
  { to: 'finance', label: 'Finance Management', icon: <AccountBalanceWalletIcon /> },
  { to: 'reports', label: 'Reports', icon: <AssessmentIcon /> },
  { to: 'email', label: 'Email Management', icon: <EmailIcon /> },
  { to: 'recruitment', label: 'Recruitment', icon: <AssignmentIndIcon /> },
  { to: 'contact', label: 'Contact Forms', icon: <ContactMailIcon /> },
  // Beyond the spec: the reports students file, just before Settings.
  { to: 'moderation', label: 'Moderation', icon: <GavelIcon /> },
  { to: 'settings', label: 'Settings', icon: <SettingsIcon /> },
  { to: 'developer-settings', label: 'Developer Settings', icon: <CodeIcon /> },
];

export function AppMenu() {
  return (
    <Menu>
      {entries.map((entry) => (
        <Menu.Item key={entry.to} to={`/${entry.to}`} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
    </Menu>
  );
}
