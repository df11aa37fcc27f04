import { cn } from '@web/lib/cn';
import { LayoutGrid, List } from 'lucide-react';

export type ViewMode = 'grid' | 'list';

/** Two pressed-state buttons: a grid of cards or a list of rows. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const option = (mode: ViewMode, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={value === mode}
      aria-label={label}
      onClick={() => onChange(mode)}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-md transition-colors sm:size-9',
        value === mode ? 'bg-surface text-primary-ink shadow-sm' : 'text-fg-subtle hover:text-fg',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
  return (
    <div className="inline-flex shrink-0 gap-1 rounded-lg bg-slate-100 p-1">
      {option('grid', 'Grid view', LayoutGrid)}
      {option('list', 'List view', List)}
    </div>
  );
}
