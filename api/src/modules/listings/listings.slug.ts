/**
 * The slug of a title: lowercase, punctuation removed, spaces turned into '-'
 * ('Casio FX-991ES Plus!' → 'casio-fx991es-plus'). Letters of every script are kept.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'listing';
}

/** The first of `base`, `base-1`, `base-2` ... that is not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 1; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
