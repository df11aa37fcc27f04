import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import type { SizeRow } from './product-form';

/** A product's sizes, each with its own stock. */
export function SizeRows({ rows, onChange }: { rows: SizeRow[]; onChange: (rows: SizeRow[]) => void }) {
  const update = (index: number, change: Partial<SizeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-2 rounded-lg border border-line bg-slate-50/60 p-3">
      <legend className="px-1 text-sm font-medium text-fg">Sizes</legend>
      {rows.map((row, index) => (
        <div key={row.key ?? index} className="flex items-center gap-2">
          <Input aria-label={`Size ${index + 1}`} placeholder="Size (e.g. M)" value={row.size} maxLength={40} onChange={(e) => update(index, { size: e.target.value })} />
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
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { size: '', stock: '0' }])} disabled={rows.length >= 20}>
        <Plus aria-hidden="true" className="size-4" />
        Add size
      </Button>
    </fieldset>
  );
}
