/** "Cart, 3 items", "Cart, 1 item", or just "Cart" when empty: the cart link's accessible name. */
export function cartLabel(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}
