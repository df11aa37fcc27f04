import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { SizeRow } from './product-form';

interface SizeRowsProps {
  rows: SizeRow[];
  onChange: (rows: SizeRow[]) => void;
  /** A row refused (a size named twice), with the words to show under the rows. */
  error?: { index: number; message: string };
}

/** A product's sizes, each with its own stock. */
export function SizeRows({ rows, onChange, error }: SizeRowsProps) {
  const errorId = useId();
  const update = (index: number, change: Partial<SizeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-2 rounded-lg border border-line bg-slate-50/60 p-3">
      <legend className="px-1 text-sm font-medium text-fg">Sizes</legend>
      {rows.map((row, index) => (
        <div key={row.key ?? index} className="flex items-center gap-2">
          <Input
            aria-label={`Size ${index + 1}`}
            placeholder="Size (e.g. M)"
            value={row.size}
            maxLength={40}
            aria-invalid={error?.index === index || undefined}
            aria-describedby={error?.index === index ? errorId : undefined}
            onChange={(e) => update(index, { size: e.target.value })}
          />
          <Input
            aria-label={`Stock for size ${index + 1}`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="w-28"
            value={row.stock}
            onChange={(e) => update(index, { stock: e.target.value })}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove size ${index + 1}`}
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-ink">
          {error.message}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { size: '', stock: '0' }])} disabled={rows.length >= 20}>
        <Plus aria-hidden="true" className="size-4" />
        Add size
      </Button>
    </fieldset>
  );
}
