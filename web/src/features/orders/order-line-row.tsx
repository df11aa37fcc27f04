/** A bought (or about to be bought) line: 48 px picture, title, size, quantity × price, and optionally the line's total. */
import { formatRupees } from '../../lib/format';
import { Thumb } from '../../ui/thumb';

export function OrderLineRow({
  imageUrl,
  title,
  size,
  quantity,
  price,
  showTotal = true,
  className = 'py-3',
}: {
  imageUrl: string | null | undefined;
  title: string;
  size: string | null;
  quantity: number;
  price: number;
  showTotal?: boolean;
  className?: string;
}) {
  return (
    <li className={`flex items-center gap-3 ${className}`}>
      <Thumb src={imageUrl} size={48} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-fg">{title}</p>
        <p className="text-xs text-fg-muted">
          {size ? `Size: ${size} · ` : ''}Qty: {quantity} × <span className="tabular">{formatRupees(price)}</span>
        </p>
      </div>
      {showTotal ? <p className="tabular text-sm font-semibold text-fg">{formatRupees(price * quantity)}</p> : null}
    </li>
  );
}
