import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSiteName } from '../lib/site-name';
import { Logo } from '../ui/logo';
import { usePostSlots } from '../ui/posts/post-slots';

const FOOTER_LINKS = [
  { to: '/about', label: 'Our Story' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/faq', label: 'FAQ' },
  { to: '/how-it-works', label: 'How Mini Stores Work' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/report', label: 'Report a Problem' },
  { to: '/recruitment', label: 'Careers' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const siteName = useSiteName();
  const { Ad } = usePostSlots();
  return (
    <div className="mt-auto">
    {/* The footer ad position: the strip above the footer. */}
    <Ad position="footer" className="container-page py-6" />
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.5fr_1fr]">
        <div>
          <Logo inverse />
          <p className="mt-4 max-w-md text-sm leading-relaxed text-slate-400">
            The sustainable campus marketplace: buy, sell, lend and borrow with the students around you.
          </p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-slate-800 px-3 py-1.5 text-xs font-medium text-emerald-300">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Only verified campus students
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-white">{siteName}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded text-slate-400 hover:text-white sm:min-h-9"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
          <p>Made by students, for students.</p>
        </div>
      </div>
    </footer>
    </div>
  );
}
