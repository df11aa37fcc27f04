// Posts fetched by id come back in the database's order; a wishlist shows them in its own.

/** The rows of `ids`, in the order of `ids`; ids with no row are left out. */
export function inOrderOf<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
