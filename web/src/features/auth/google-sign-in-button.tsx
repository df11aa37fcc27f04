import { getStartGoogleSignInUrl } from '@thriftz/client/generated/auth/auth';
import { buttonClasses } from '../../ui/button';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[18px]">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z" />
    </svg>
  );
}

/**
 * Google sign-in is a full page navigation to the API, which redirects to Google and back to
 * `returnTo`. Only rendered when the session says Google is configured.
 */
export function GoogleSignInButton({ returnTo, disabled }: { returnTo: string; disabled?: boolean }) {
  const href = getStartGoogleSignInUrl(returnTo && returnTo !== '/' ? { returnTo } : undefined);
  return (
    <a
      href={href}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      onClick={(event) => {
        if (disabled) event.preventDefault();
      }}
      className={buttonClasses('secondary', 'md', 'w-full')}
    >
      <GoogleMark />
      Continue with Google
    </a>
  );
}
