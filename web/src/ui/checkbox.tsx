import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A checkbox with its label beside it; the whole row is the touch target. */
export function Checkbox({
  checked,
  onCheckedChange,
  children,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex min-h-11 items-center gap-3 sm:min-h-9', className)}>
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="flex size-5 shrink-0 items-center justify-center rounded-md border border-line-strong bg-surface shadow-xs transition-colors hover:border-slate-400 data-[state=checked]:border-primary-solid data-[state=checked]:bg-primary-solid"
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" className="size-3.5 text-white" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className="flex-1 cursor-pointer select-none text-sm text-fg">
        {children}
      </label>
    </div>
  );
}
