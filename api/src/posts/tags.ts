// A post's tags as they are stored (listings and requests have them).

/** Trimmed, empty ones dropped, the same tag in another letter case only once (the first spelling kept). */
export function cleanTags(tags: string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}
