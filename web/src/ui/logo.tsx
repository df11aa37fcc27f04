import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';
import { DEFAULT_SITE_NAME, useSiteName } from '../lib/site-name';

interface LogoProps {
  className?: string;
  inverse?: boolean;
  reloadDocument?: boolean;
  /** Only the mark on the narrowest phones and from lg to xl, where the header's links and actions need the room. */
  compact?: boolean;
}

/**
 * The site's wordmark, linking home (with `reloadDocument`, by a full page load): the configured
 * site name (admin Settings), drawn as the Thriftz wordmark while it is the default.
 */
export function Logo({ className, inverse = false, reloadDocument = false, compact = false }: LogoProps) {
  const siteName = useSiteName();
  const isDefault = siteName === DEFAULT_SITE_NAME;
  return (
    <Link
      to="/"
      reloadDocument={reloadDocument}
      aria-label={`${siteName}, home`}
      className={cn('inline-flex min-w-0 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight', className)}
    >
      <span
        aria-hidden="true"
        className="relative flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-black text-white shadow-sm"
      >
        {isDefault ? 'T' : siteName.charAt(0).toUpperCase()}
        <span className="absolute -bottom-0.5 -right-0.5 size-2.5 rounded-full bg-accent ring-2 ring-white" />
      </span>
      <span data-testid="site-name" className={cn('truncate', inverse ? 'text-white' : 'text-fg', compact && 'max-[419px]:hidden lg:max-xl:hidden')}>
        {isDefault ? (
          <>
            Thrift<span className={inverse ? 'text-emerald-300' : 'text-primary'}>z</span>
          </>
        ) : (
          siteName
        )}
      </span>
    </Link>
  );
}
