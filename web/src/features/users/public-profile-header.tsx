// The top of a student's public profile: who they are, since when, and where else to find them.
import { AtSign, CalendarDays, Globe, Link2, PencilLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SocialLinks, UserProfile } from '@thriftz/client/generated/model';
import { formatMonthYear } from '../../lib/format';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';

const SOCIAL_LABELS: Record<keyof SocialLinks, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  github: 'GitHub',
  website: 'Website',
};

/** The links the student filled in, in a fixed order. */
const socialLinksOf = (links: SocialLinks) =>
  (Object.keys(SOCIAL_LABELS) as (keyof SocialLinks)[]).flatMap((key) => (links[key] ? [{ key, href: links[key] }] : []));

export function PublicProfileHeader({ profile, isOwn }: { profile: UserProfile; isOwn: boolean }) {
  const links = socialLinksOf(profile.socialLinks);
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <Avatar name={profile.fullName} src={profile.profileImage} size="lg" className="shadow-md ring-4 ring-white" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-fg">{profile.fullName}</h1>
          {isOwn ? (
            <Button asChild variant="secondary" size="sm">
              <Link to="/profile">
                <PencilLine aria-hidden="true" className="size-4" />
                Edit profile
              </Link>
            </Button>
          ) : null}
        </div>
        <p className="mt-1 inline-flex items-center gap-1.5 whitespace-nowrap text-sm text-fg-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          Member since {formatMonthYear(profile.joinedDate)}
        </p>
        {profile.bio ? <p className="mt-3 max-w-2xl whitespace-pre-line text-fg">{profile.bio}</p> : null}
        {links.length ? (
          <ul aria-label="Links" className="mt-4 flex flex-wrap gap-2">
            {links.map(({ key, href }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium text-fg-muted hover:border-emerald-200 hover:text-primary-ink"
                >
                  {key === 'website' ? <Globe aria-hidden="true" className="size-4" /> : key === 'twitter' ? <AtSign aria-hidden="true" className="size-4" /> : <Link2 aria-hidden="true" className="size-4" />}
                  {SOCIAL_LABELS[key]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function PublicProfileHeaderSkeleton() {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start" role="status" aria-label="Loading the profile">
      <Skeleton className="size-16 rounded-full sm:size-20" />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full max-w-lg" />
      </div>
    </div>
  );
}
