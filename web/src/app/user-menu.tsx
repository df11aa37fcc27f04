import { BellPlus, ChevronDown, Code, CreditCard, Crown, LogOut, MessageSquarePlus, Package, PackagePlus, ShieldCheck, Star, UserPlus, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { cn } from '../lib/cn';
import { Avatar } from '../ui/avatar';
import { ADMIN_PORTAL_HREF } from './nav-links';

const itemClasses =
  'flex h-10 cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 text-sm font-medium text-fg outline-none ' +
  'data-[highlighted]:bg-slate-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to}>
        <span className="text-fg-subtle">{icon}</span>
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The desktop profile dropdown. */
export function UserMenu({ user, onLogOut, loggingOut }: { user: CurrentUser; onLogOut: () => void; loggingOut: boolean }) {
  const firstName = user.fullName.split(' ')[0] || user.fullName;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="group inline-flex h-10 items-center gap-2 rounded-full py-1 pl-1 pr-2.5 text-sm font-semibold text-fg hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={`Account menu for ${user.fullName}`}
      >
        <Avatar name={user.fullName} src={user.profileImage} size="sm" />
        {/* Up to 2xl the header gives the name's room to the plan chip (the button is named in full). */}
        <span className="max-w-32 truncate max-2xl:hidden">{firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-fg-subtle transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="card z-50 w-64 p-1.5 data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center gap-3 px-2.5 py-2">
            <Avatar name={user.fullName} src={user.profileImage} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-fg">{user.fullName}</p>
              <p className="truncate text-xs text-fg-muted">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuLink to="/profile" icon={<UserRound aria-hidden="true" className="size-4" />}>
            My Profile
          </MenuLink>
          <MenuLink to="/create-listing" icon={<PackagePlus aria-hidden="true" className="size-4" />}>
            New Listing
          </MenuLink>
          <MenuLink to="/create-request" icon={<MessageSquarePlus aria-hidden="true" className="size-4" />}>
            New Request
          </MenuLink>
          <MenuLink to="/profile?tab=orders" icon={<Package aria-hidden="true" className="size-4" />}>
            My Orders
          </MenuLink>
          <MenuLink to="/saved-searches" icon={<BellPlus aria-hidden="true" className="size-4" />}>
            Saved searches
          </MenuLink>
          <MenuLink to="/reviews" icon={<Star aria-hidden="true" className="size-4" />}>
            Rate your deals
          </MenuLink>
          <MenuLink to="/profile?tab=subscription" icon={<CreditCard aria-hidden="true" className="size-4" />}>
            Subscription
          </MenuLink>
          <MenuLink to="/subscription-plans" icon={<Crown aria-hidden="true" className="size-4" />}>
            Subscription Plans
          </MenuLink>
          <MenuLink to="/developer-settings" icon={<Code aria-hidden="true" className="size-4" />}>
            Developer Settings
          </MenuLink>
          {user.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <a href={ADMIN_PORTAL_HREF}>
                <span className="text-fg-subtle">
                  <ShieldCheck aria-hidden="true" className="size-4" />
                </span>
                Admin Portal
              </a>
            </DropdownMenu.Item>
          ) : null}
          <MenuLink to="/create-roommate-request" icon={<UserPlus aria-hidden="true" className="size-4" />}>
            Create Roommate Request
          </MenuLink>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={cn(itemClasses, 'text-danger-ink data-[highlighted]:bg-danger-soft')}
            disabled={loggingOut}
            onSelect={onLogOut}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {loggingOut ? 'Logging out…' : 'Logout'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
