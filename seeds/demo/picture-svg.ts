// The demo's pictures as SVG: a category's drawing on a soft gradient, framed differently for
// each picture of a post, with a label. Rendered to pixels by seeds/demo/pictures.ts.
import { drawings, wantedMark } from './drawings.js';
import { itemDrawings } from './item-drawings.js';
import { itemKindOf } from './item-kinds.js';

/** A backdrop hue per category (a family look on browse pages); the item's own colour is free. */
const backdropHues: Record<string, number> = {
  textbooks: 40,
  'lab-equipment': 190,
  electronics: 230,
  furniture: 28,
  clothing: 310,
  accessories: 50,
  gaming: 260,
  vehicles: 200,
  'art-collectibles': 290,
  other: 90,
  'roommate-housing': 160,
};

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

export interface PictureSpec {
  category: string;
  /** Picks the palette and the framing: the same seed draws the same picture. */
  seed: number;
  /** Which picture of the post (0 = the cover): each is framed differently. */
  view: number;
  /** Shown on the cover, in a pill at the bottom. */
  label?: string;
  /** A request's picture: what is wanted, with a question mark. */
  wanted?: boolean;
  /** What the picture shows (the post's title): its own drawing, else the category's. */
  item?: string;
}

/** Drawn on a 960 × 720 canvas, rendered at the detail view's own size (800 × 600), so storing it resizes nothing. */
const W = 960;
const H = 720;
const PIXEL_WIDTH = 800;

/** A small deterministic random source, so every seeded demo looks the same. */
export function randomFrom(seed: number) {
  // Mixed first (murmur3's finaliser): neighbouring seeds must not start with neighbouring draws.
  let s = Math.imul(seed ^ (seed >>> 16), 0x85ebca6b);
  s = Math.imul(s ^ (s >>> 13), 0xc2b2ae35);
  s = (s ^ (s >>> 16)) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Cover: the item whole; then closer, turned, and from the side. */
const framings = [
  { scale: 2.3, dx: 0, dy: 10, turn: -4 },
  { scale: 3.2, dx: -90, dy: 60, turn: 8 },
  { scale: 1.8, dx: 120, dy: 0, turn: -14 },
  { scale: 2.6, dx: -40, dy: -20, turn: 20 },
];

export function pictureSvg({ category, seed, view, label, wanted, item }: PictureSpec): string {
  const random = randomFrom(seed * 7919 + view * 104729);
  // The post's colours come from its seed alone, so all its pictures show the same item.
  const own = randomFrom(seed * 31 + 7);
  const backdrop = (backdropHues[category] ?? 90) + (own() - 0.5) * 70 + view * 12;
  const itemHue = own() * 360;
  const [from, to] = [hsl(backdrop, 85, 89), hsl(backdrop + 45, 80, 82)];
  const [c, d, a] = [hsl(itemHue, 68, 52), hsl(itemHue, 55, 27), hsl(itemHue + 150, 78, 56)];
  const kind = item === undefined ? undefined : itemKindOf(item);
  const draw = (kind && itemDrawings[kind]) ?? drawings[category] ?? drawings.other!;
  const frame = framings[view % framings.length]!;
  const bubbles = Array.from({ length: 7 }, () => {
    const r = 30 + random() * 110;
    return `<circle cx="${(random() * W).toFixed(0)}" cy="${(random() * H).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${(0.12 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const angle = (random() * 60 + 110).toFixed(0);
  const pill = label
    ? (() => {
        const short = label.length > 26 ? `${label.slice(0, 25).trimEnd()}…` : label;
        // DejaVu Sans Bold averages about 0.62 em a character.
        const width = Math.min(W - 64, 72 + short.length * 29);
        return `<g transform="translate(32 ${H - 124})"><rect width="${width}" height="88" rx="44" fill="#fff" opacity=".93"/>` +
          `<text x="36" y="59" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="46" fill="#1f2937">${escapeXml(short)}</text></g>`;
      })()
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PIXEL_WIDTH}" height="${(PIXEL_WIDTH * H) / W}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${bubbles}
  <ellipse cx="${W / 2 + frame.dx}" cy="${H / 2 + frame.dy + 100 * frame.scale}" rx="${110 * frame.scale}" ry="${22 * frame.scale}" fill="url(#shadow)"/>
  <g transform="translate(${W / 2 + frame.dx} ${H / 2 + frame.dy}) rotate(${frame.turn}) scale(${frame.scale})">${draw({ c, d, a })}${wanted ? wantedMark(a) : ''}</g>
  ${pill}
</svg>`;
}
