import { RotateCcw, X } from 'lucide-react';

/** One active filter as the *-browse-params files describe it; `without` is the patch that removes it. */
export interface RemovableChip<Patch> {
  key: string;
  label: string;
  without: Patch;
}

/** The removable chips of the active filters, and Reset; nothing while no filter is set. */
export function ActiveFilters<Patch>({
  chips,
  onChange,
  onReset,
}: {
  chips: readonly RemovableChip<Patch>[];
  onChange: (patch: Patch) => void;
  onReset: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onChange(chip.without)}
          aria-label={`Remove filter ${chip.label}`}
          className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-emerald-200 bg-primary-soft pl-3 pr-2 text-sm font-medium text-primary-ink hover:border-emerald-300 hover:bg-emerald-100"
        >
          <span className="truncate">{chip.label}</span>
          <X aria-hidden="true" className="size-4 shrink-0" />
        </button>
      ))}
      <button
        type="button"
        onClick={onReset}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-fg-muted hover:bg-slate-100 hover:text-fg"
      >
        <RotateCcw aria-hidden="true" className="size-3.5" />
        Reset
      </button>
    </div>
  );
}
