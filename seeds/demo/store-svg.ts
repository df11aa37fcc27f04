// A demo store's own pictures as SVG: a logo (its initials in a badge), a cover and banners
// (its colours with a line of text), small, so seeding stays quick.

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function storeLogoSvg(name: string, [from, to]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="320" rx="72" fill="url(#g)"/>
  <circle cx="160" cy="160" r="118" fill="none" stroke="#fff" stroke-width="10" opacity=".5"/>
  <text x="160" y="196" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="108" fill="#fff">${initialsOf(name)}</text>
</svg>`;
}

/** A wide picture (cover or banner): the store's colours, shapes placed by `seed`, and a line of text. */
export function storeBannerSvg(text: string, [from, to]: [string, string], seed: number): string {
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const x = ((seed * 197 + i * 173) % 800).toFixed(0);
    const y = ((seed * 89 + i * 131) % 450).toFixed(0);
    const r = 40 + ((seed * 31 + i * 53) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.08 + (i % 3) * 0.05).toFixed(2)}"/>`;
  }).join('');
  // Bold DejaVu is about 0.7 em a letter: the line stays inside the 800 px picture with a margin.
  const size = Math.min(56, Math.floor(1000 / Math.max(text.length, 1)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
  <defs><linearGradient id="g" gradientTransform="rotate(${20 + seed * 25} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="450" fill="url(#g)"/>
  ${shapes}
  <text x="400" y="${225 + size / 3}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(text)}</text>
</svg>`;
}
