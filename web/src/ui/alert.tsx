import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type AlertTone = 'error' | 'success' | 'info';

const styles: Record<AlertTone, string> = {
  error: 'border-rose-200 bg-danger-soft text-danger-ink',
  success: 'border-emerald-200 bg-primary-soft text-primary-ink',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/** A message block; errors are announced at once (role=alert), others politely (role=status). */
export function Alert({ tone = 'error', className, children }: { tone?: AlertTone; className?: string; children: ReactNode }) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm', styles[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
