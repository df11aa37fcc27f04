// Simple flat drawings of what each kind of post shows, as SVG fragments in a 200 × 200 box
// centred on 0,0: the demo's pictures are composed from them (seeds/demo/pictures.ts).

/** `c` is the item's own colour, `d` a darker shade of it, `a` an accent. */
interface Ink {
  c: string;
  d: string;
  a: string;
}

export type Drawing = (ink: Ink) => string;

const book = (x: number, y: number, w: number, h: number, fill: string, band: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}"/>` +
  `<rect x="${x + 6}" y="${y + 3}" width="${w - 12}" height="${h - 6}" rx="2" fill="#fdf8ee"/>` +
  `<rect x="${x}" y="${y}" width="${w - 8}" height="${h}" rx="4" fill="${fill}"/>` +
  `<rect x="${x + 14}" y="${y + h / 2 - 3}" width="${w * 0.4}" height="6" rx="3" fill="${band}"/>`;

export const drawings: Record<string, Drawing> = {
  textbooks: ({ c, d, a }) =>
    book(-80, 40, 160, 34, d, a) + book(-70, 6, 150, 34, c, '#fff') + book(-88, -28, 170, 34, a, d) +
    `<g transform="rotate(-8 0 -60)">${book(-62, -66, 128, 36, c, '#fff')}</g>`,
  'lab-equipment': ({ c, a }) =>
    `<path d="M-22 -90 h44 v10 h-6 v52 l58 96 a14 14 0 0 1 -12 22 h-124 a14 14 0 0 1 -12 -22 l58 -96 v-52 h-6z" fill="#eef6fb" stroke="#3b4a5a" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M-44 24 h88 l30 50 a10 10 0 0 1 -9 15 h-130 a10 10 0 0 1 -9 -15z" fill="${c}"/>` +
    `<circle cx="-12" cy="48" r="7" fill="#fff" opacity=".7"/><circle cx="14" cy="62" r="5" fill="#fff" opacity=".7"/>` +
    `<rect x="52" y="-40" width="14" height="96" rx="7" fill="${a}" transform="rotate(18 59 8)"/>`,
  electronics: ({ c, d, a }) =>
    `<rect x="-82" y="-74" width="164" height="108" rx="10" fill="${d}"/>` +
    `<rect x="-72" y="-64" width="144" height="88" rx="4" fill="${c}"/>` +
    `<path d="M-72 4 l40 -34 l24 18 l34 -40 l46 56 v20 h-144z" fill="${a}" opacity=".85"/>` +
    `<circle cx="38" cy="-40" r="10" fill="#fff" opacity=".8"/>` +
    `<path d="M-100 40 h200 l-10 22 a8 8 0 0 1 -7 4 h-166 a8 8 0 0 1 -7 -4z" fill="#c9d1dc"/>` +
    `<rect x="-22" y="42" width="44" height="6" rx="3" fill="#9aa5b4"/>`,
  furniture: ({ c, d, a }) =>
    `<rect x="-58" y="-92" width="116" height="90" rx="16" fill="${c}"/>` +
    `<rect x="-48" y="-82" width="96" height="70" rx="10" fill="${d}" opacity=".35"/>` +
    `<rect x="-74" y="-8" width="148" height="30" rx="10" fill="${d}"/>` +
    `<rect x="-64" y="22" width="12" height="70" rx="5" fill="${a}"/><rect x="52" y="22" width="12" height="70" rx="5" fill="${a}"/>` +
    `<rect x="-40" y="22" width="10" height="56" rx="4" fill="${a}" opacity=".7"/><rect x="30" y="22" width="10" height="56" rx="4" fill="${a}" opacity=".7"/>`,
  clothing: ({ c, d, a }) =>
    `<path d="M-38 -84 q38 26 76 0 l62 30 l-24 50 l-26 -12 v104 h-100 v-104 l-26 12 l-24 -50z" fill="${c}" stroke="${d}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M-38 -84 q38 30 76 0" fill="none" stroke="${d}" stroke-width="8"/>` +
    `<rect x="-50" y="-10" width="100" height="14" fill="${a}"/><rect x="-50" y="18" width="100" height="14" fill="${a}"/>`,
  accessories: ({ c, d, a }) =>
    `<rect x="-26" y="-100" width="52" height="200" rx="16" fill="${d}"/>` +
    `<circle r="62" fill="${a}"/><circle r="50" fill="#fdfdfd"/>` +
    `<g stroke="#333" stroke-width="3">${[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]
      .map((deg) => `<line x1="0" y1="-44" x2="0" y2="-38" transform="rotate(${deg})"/>`)
      .join('')}</g>` +
    `<line x1="0" y1="0" x2="0" y2="-32" stroke="${c}" stroke-width="6" stroke-linecap="round" transform="rotate(40)"/>` +
    `<line x1="0" y1="0" x2="0" y2="-24" stroke="#333" stroke-width="6" stroke-linecap="round" transform="rotate(-70)"/>` +
    `<circle r="6" fill="#333"/>`,
  gaming: ({ c, d, a }) =>
    `<path d="M-70 -42 h140 a44 44 0 0 1 40 60 l-22 50 a22 22 0 0 1 -38 4 l-20 -30 h-80 l-20 30 a22 22 0 0 1 -38 -4 l-22 -50 a44 44 0 0 1 40 -60z" fill="${c}"/>` +
    `<rect x="-72" y="-14" width="36" height="12" rx="3" fill="${d}"/><rect x="-60" y="-26" width="12" height="36" rx="3" fill="${d}"/>` +
    `<circle cx="50" cy="-22" r="9" fill="${a}"/><circle cx="70" cy="-4" r="9" fill="#fff"/><circle cx="30" cy="-4" r="9" fill="#fff"/><circle cx="50" cy="14" r="9" fill="${a}"/>` +
    `<circle cx="-22" cy="22" r="13" fill="${d}"/><circle cx="22" cy="22" r="13" fill="${d}"/>`,
  vehicles: ({ c, d, a }) =>
    `<g fill="none" stroke="#2d3540" stroke-width="9"><circle cx="-62" cy="38" r="44"/><circle cx="62" cy="38" r="44"/></g>` +
    `<g fill="none" stroke="#9aa5b4" stroke-width="2"><circle cx="-62" cy="38" r="30"/><circle cx="62" cy="38" r="30"/></g>` +
    `<path d="M-62 38 l34 -68 h70 l20 68 M-28 -30 l22 68 h68 M-6 38 l48 -68" fill="none" stroke="${c}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M-40 -44 h34" stroke="${d}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M42 -30 l-6 -26 h22" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  'art-collectibles': ({ c, d, a }) =>
    `<rect x="-86" y="-80" width="172" height="150" rx="6" fill="${d}"/>` +
    `<rect x="-72" y="-66" width="144" height="122" fill="#fbf7ef"/>` +
    `<circle cx="36" cy="-30" r="18" fill="${a}"/>` +
    `<path d="M-72 56 l46 -62 l30 34 l26 -24 l42 52z" fill="${c}"/>` +
    `<rect x="-60" y="70" width="12" height="30" fill="${d}"/><rect x="48" y="70" width="12" height="30" fill="${d}"/>`,
  other: ({ c, d, a }) =>
    `<path d="M0 -90 l86 40 v96 l-86 44 l-86 -44 v-96z" fill="${d}"/>` +
    `<path d="M0 -90 l86 40 l-86 42 l-86 -42z" fill="${c}"/>` +
    `<path d="M0 -8 v98 l86 -44 v-96z" fill="${c}" opacity=".6"/>` +
    `<path d="M-44 -70 l86 42 v30 l-14 -6 v-18 l-86 -42z" fill="${a}"/>`,
  'roommate-housing': ({ c, d, a }) =>
    `<path d="M-92 -10 l92 -80 l92 80z" fill="${d}"/>` +
    `<rect x="-74" y="-16" width="148" height="108" fill="${c}"/>` +
    `<rect x="-16" y="30" width="32" height="62" rx="3" fill="${d}"/>` +
    `<rect x="-58" y="4" width="30" height="28" rx="3" fill="${a}"/><rect x="28" y="4" width="30" height="28" rx="3" fill="${a}"/>` +
    `<rect x="48" y="-70" width="16" height="36" fill="${d}"/>`,
};

/** Picture of a request: what is wanted, under a question mark. */
export const wantedMark = (a: string) =>
  `<circle cx="70" cy="-70" r="34" fill="#fff"/><text x="70" y="-54" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="46" text-anchor="middle" fill="${a}">?</text>`;
