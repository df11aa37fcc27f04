import { ArrowRight, Megaphone, Palette, Code2, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/button';

const ROLES = [
  { icon: Code2, title: 'Web development', note: 'Interns and a specialist' },
  { icon: Palette, title: 'Graphic design', note: 'Interns and a specialist' },
  { icon: Megaphone, title: 'Marketing & outreach', note: 'Interns and team leads' },
  { icon: Users, title: 'Community & HR', note: 'Interns and team leads' },
];

/** The recruitment teaser: the roles in short, and the way to /recruitment (open before the launch). */
export function JoinTeamTab() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-muted">
        Help build the campus marketplace: 20+ internship positions and 10+ team lead and specialist roles, two months from Sept 7th.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ROLES.map(({ icon: Icon, title, note }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl border border-line p-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-medium text-fg">{title}</span>
              <span className="block text-xs text-fg-muted">{note}</span>
            </span>
          </li>
        ))}
      </ul>
      <Link to="/recruitment" className={buttonClasses('primary', 'lg', 'w-full')}>
        See the open positions
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
