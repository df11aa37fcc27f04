import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface TypeOption<Type extends string> {
  value: Type;
  label: string;
  hint: string;
  icon: LucideIcon;
}

/**
 * Two big radio cards for the kind of post (Sell/Lend, Buy/Rent). The radios stay real
 * but visually hidden, so arrow keys and screen readers work as with any radio group.
 */
export function TypeToggle<Type extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<TypeOption<Type>>;
  value: Type;
  onChange: (type: Type) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {options.map(({ value: option, label, hint, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary sm:p-4',
              value === option ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-line-strong bg-surface hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', value === option ? 'text-primary' : 'text-fg-subtle')} />
            <span>
              <span className="block font-semibold text-fg">{label}</span>
              <span className="mt-0.5 block text-xs text-fg-muted sm:text-sm">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
