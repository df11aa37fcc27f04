// Flat drawings of the demo's items themselves (a watch is a watch, a tote bag a tote bag), in the
// same 200 × 200 box centred on 0,0 as the category drawings (drawings.ts), which remain the
// fallback. Which item a post shows is read from its title (item-kinds.ts).
import { drawings, type Drawing } from './drawings.js';
import { moreItemDrawings, range } from './item-drawings-more.js';

const pcb: Drawing = ({ c, a }) =>
  `<rect x="-92" y="-66" width="184" height="132" rx="10" fill="${c}"/>` +
  `<rect x="-84" y="-58" width="168" height="116" rx="6" fill="none" stroke="#fff" stroke-width="2" opacity=".35"/>` +
  `<rect x="-20" y="-22" width="56" height="44" rx="4" fill="#1f2937"/>` +
  range(6).map((i) => `<rect x="${-16 + i * 9}" y="-30" width="4" height="8" fill="#cbd5e1"/><rect x="${-16 + i * 9}" y="22" width="4" height="8" fill="#cbd5e1"/>`).join('') +
  `<rect x="-100" y="-44" width="36" height="30" rx="3" fill="#cbd5e1"/><rect x="-96" y="18" width="26" height="24" rx="3" fill="#111827"/>` +
  range(10).map((i) => `<rect x="${-56 + i * 13}" y="-60" width="8" height="8" fill="#111827"/>`).join('') +
  `<path d="M-60 30 h30 v20 M50 -10 h30 M50 10 h20 v30" stroke="${a}" stroke-width="3" fill="none"/><circle cx="62" cy="-36" r="9" fill="${a}"/>`;

const tshirt = drawings.clothing!;

export const itemDrawings = {
  book: ({ c, d, a }) =>
    `<rect x="-54" y="-84" width="120" height="170" rx="6" fill="${d}"/><rect x="-50" y="-82" width="114" height="164" rx="3" fill="#fdf8ee"/>` +
    `<rect x="-64" y="-90" width="118" height="172" rx="6" fill="${c}"/><rect x="-64" y="-90" width="16" height="172" rx="4" fill="${d}"/>` +
    `<rect x="-34" y="-54" width="74" height="12" rx="6" fill="#fff" opacity=".9"/><rect x="-34" y="-34" width="52" height="8" rx="4" fill="#fff" opacity=".65"/>` +
    `<circle cx="3" cy="22" r="22" fill="${a}" opacity=".85"/><rect x="-34" y="58" width="44" height="8" rx="4" fill="#fff" opacity=".6"/>`,
  books: drawings.textbooks!,
  drafter: ({ c, d, a }) =>
    `<rect x="-96" y="-84" width="192" height="168" rx="6" fill="#f8fafc" stroke="#94a3b8" stroke-width="4"/>` +
    `<path d="M-86 -74 l54 36 l46 -6" stroke="${d}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="-2" y="-36" width="88" height="16" fill="${a}" opacity=".9"/><rect x="-18" y="-22" width="16" height="96" fill="${a}" opacity=".9"/>` +
    range(8).map((i) => `<line x1="${6 + i * 10}" y1="-36" x2="${6 + i * 10}" y2="${i % 2 ? -30 : -26}" stroke="#1f2937" stroke-width="2"/>`).join('') +
    `<circle cx="-10" cy="-28" r="22" fill="${c}"/><circle cx="-10" cy="-28" r="8" fill="#fff"/>`,
  labcoat: ({ c, d }) =>
    `<path d="M-40 -90 l-46 20 l-18 120 l30 8 l10 -60 v96 h128 v-96 l10 60 l30 -8 l-18 -120 l-46 -20 l-40 44z" fill="#f8fafc" stroke="#94a3b8" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M-40 -90 l40 76 l40 -76 M0 -14 v108" stroke="#94a3b8" stroke-width="4" fill="none"/>` +
    `<circle cx="8" cy="10" r="4" fill="#94a3b8"/><circle cx="8" cy="40" r="4" fill="#94a3b8"/><rect x="-50" y="30" width="30" height="24" rx="3" fill="none" stroke="#94a3b8" stroke-width="3"/>` +
    `<g transform="translate(40 62)"><path d="M-46 0 h92" stroke="${d}" stroke-width="5"/><rect x="-42" y="-14" width="38" height="28" rx="12" fill="${c}" opacity=".75" stroke="${d}" stroke-width="4"/><rect x="4" y="-14" width="38" height="28" rx="12" fill="${c}" opacity=".75" stroke="${d}" stroke-width="4"/></g>`,
  pcb,
  soldering: ({ c, d, a }) =>
    `<rect x="-96" y="0" width="112" height="76" rx="10" fill="${d}"/><rect x="-82" y="14" width="56" height="26" rx="3" fill="#0f172a"/>` +
    `<text x="-54" y="34" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="18" fill="${a}">350°</text>` +
    `<circle cx="-6" cy="40" r="14" fill="#e2e8f0"/><circle cx="-6" cy="40" r="5" fill="${c}"/>` +
    `<path d="M16 50 q40 30 46 -40" stroke="#1f2937" stroke-width="5" fill="none"/>` +
    `<g transform="rotate(32 62 -20)"><rect x="52" y="-70" width="20" height="64" rx="9" fill="${c}"/><rect x="56" y="-104" width="12" height="36" fill="#cbd5e1"/><path d="M58 -104 l4 -22 l4 22z" fill="#64748b"/></g>`,
  tsquare: ({ c, d, a }) =>
    `<rect x="-70" y="-16" width="170" height="26" rx="3" fill="${c}"/>` +
    range(16).map((i) => `<line x1="${-60 + i * 10}" y1="-16" x2="${-60 + i * 10}" y2="${i % 5 ? -8 : -2}" stroke="#fff" stroke-width="2"/>`).join('') +
    `<rect x="-96" y="-70" width="28" height="130" rx="5" fill="${d}"/>` +
    `<path d="M-40 30 v64 h96z" fill="${a}" opacity=".8" stroke="${d}" stroke-width="3"/><path d="M-28 54 v30 h36z" fill="#fff" opacity=".7"/>`,
  flask: drawings['lab-equipment']!,
  calculator: ({ c, d, a }) =>
    `<rect x="-62" y="-96" width="124" height="192" rx="14" fill="${d}"/><rect x="-48" y="-82" width="96" height="40" rx="5" fill="#c7d9b8"/>` +
    `<text x="40" y="-52" text-anchor="end" font-family="DejaVu Sans Mono, monospace" font-size="22" fill="#1f2937">3.1416</text>` +
    range(20).map((i) => `<rect x="${-48 + (i % 4) * 25}" y="${-30 + Math.floor(i / 4) * 24}" width="20" height="16" rx="4" fill="${i % 4 === 3 ? a : i < 4 ? c : '#e2e8f0'}"/>`).join(''),
  monitor: ({ c, a }) =>
    `<rect x="-98" y="-84" width="196" height="124" rx="8" fill="#1f2937"/><rect x="-90" y="-76" width="180" height="106" rx="3" fill="${c}"/>` +
    `<path d="M-90 20 l44 -40 l26 20 l36 -44 l50 60 v14 h-156z" fill="${a}" opacity=".85"/><circle cx="50" cy="-50" r="11" fill="#fff" opacity=".85"/>` +
    `<rect x="-9" y="40" width="18" height="36" fill="#4b5563"/><rect x="-54" y="74" width="108" height="10" rx="5" fill="#374151"/>`,
  camera: ({ c, a }) =>
    `<path d="M-40 -44 l12 -26 h58 l12 26z" fill="#374151"/><rect x="-94" y="-46" width="188" height="116" rx="16" fill="#1f2937"/>` +
    `<rect x="58" y="-40" width="30" height="104" rx="12" fill="#111827"/><rect x="-84" y="-36" width="28" height="14" rx="3" fill="#6b7280"/>` +
    `<circle cx="-4" cy="14" r="52" fill="#111827"/><circle cx="-4" cy="14" r="40" fill="#374151"/><circle cx="-4" cy="14" r="28" fill="${c}"/><circle cx="-4" cy="14" r="14" fill="#0b1220"/>` +
    `<circle cx="-14" cy="4" r="6" fill="#fff" opacity=".7"/><circle cx="70" cy="-54" r="7" fill="${a}"/>`,
  speaker: ({ c, d, a }) =>
    `<rect x="-96" y="-46" width="192" height="92" rx="46" fill="${c}"/><ellipse cx="-80" cy="0" rx="18" ry="46" fill="${d}"/><ellipse cx="80" cy="0" rx="18" ry="46" fill="${d}"/>` +
    range(36).map((i) => `<circle cx="${-52 + (i % 9) * 13}" cy="${-24 + Math.floor(i / 9) * 16}" r="3.5" fill="${d}" opacity=".55"/>`).join('') +
    `<rect x="-18" y="28" width="36" height="10" rx="5" fill="${a}"/><ellipse cx="-80" cy="0" rx="8" ry="20" fill="${a}" opacity=".8"/>`,
  powerbank: ({ c, d, a }) =>
    `<rect x="-52" y="-96" width="104" height="192" rx="18" fill="${c}"/><rect x="-52" y="-96" width="104" height="192" rx="18" fill="none" stroke="${d}" stroke-width="4"/>` +
    `<rect x="-20" y="-104" width="40" height="12" rx="3" fill="#334155"/>` +
    range(4).map((i) => `<circle cx="${-24 + i * 16}" cy="60" r="5" fill="${i < 3 ? a : '#fff'}"/>`).join('') +
    `<text x="0" y="0" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="22" fill="#fff" opacity=".9">mAh</text>`,
  projector: ({ c, a }) =>
    `<path d="M-100 -40 l-40 -40 v120 z" fill="#fef3c7" opacity=".55"/><rect x="-92" y="-34" width="184" height="84" rx="14" fill="#e5e7eb"/><rect x="-92" y="24" width="184" height="26" rx="10" fill="#cbd5e1"/>` +
    `<circle cx="-46" cy="6" r="30" fill="#1f2937"/><circle cx="-46" cy="6" r="18" fill="${c}"/><circle cx="-52" cy="0" r="5" fill="#fff" opacity=".7"/>` +
    range(6).map((i) => `<rect x="${10 + i * 12}" y="-16" width="6" height="30" rx="3" fill="#94a3b8"/>`).join('') +
    `<circle cx="74" cy="-20" r="5" fill="${a}"/><rect x="-80" y="50" width="16" height="10" fill="#64748b"/><rect x="64" y="50" width="16" height="10" fill="#64748b"/>`,
  table: ({ c, d, a }) =>
    `<rect x="-100" y="-34" width="200" height="18" rx="3" fill="${c}"/><rect x="16" y="-16" width="72" height="38" fill="${d}"/><rect x="42" y="-2" width="20" height="6" rx="3" fill="${a}"/>` +
    `<rect x="-92" y="-16" width="12" height="108" fill="${d}"/><rect x="76" y="22" width="12" height="70" fill="${d}"/><rect x="16" y="22" width="10" height="70" fill="${d}" opacity=".7"/>` +
    `<rect x="-60" y="-52" width="46" height="18" rx="2" fill="${a}" opacity=".8"/>`,
  chair: drawings.furniture!,
  bookshelf: ({ c, d, a }) =>
    `<rect x="-72" y="-98" width="144" height="196" rx="4" fill="${d}"/><rect x="-62" y="-90" width="124" height="180" fill="#fdf8ee" opacity=".35"/>` +
    range(4).map((row) => `<rect x="-72" y="${-50 + row * 46}" width="144" height="8" fill="${d}"/>` +
      range(5).map((i) => `<rect x="${-56 + i * 18 + (row % 2) * 10}" y="${-84 + row * 46}" width="14" height="${30 + ((i + row) % 3) * 2}" rx="2" fill="${(i + row) % 3 === 0 ? a : (i + row) % 3 === 1 ? c : '#fff'}"/>`).join('')).join(''),
  beanbag: ({ c, d }) =>
    `<path d="M-96 72 q-22 -86 30 -136 q44 -38 84 -6 q64 40 70 112 q2 40 -84 44 q-88 4 -100 -14z" fill="${c}"/>` +
    `<path d="M-40 -30 q30 30 90 10" stroke="${d}" stroke-width="6" fill="none" opacity=".6"/><path d="M-70 60 q60 -20 140 10" stroke="${d}" stroke-width="6" fill="none" opacity=".4"/>`,
  mattress: ({ c, d }) =>
    `<path d="M-104 -4 l56 -56 h156 l-56 56z" fill="#fff"/><path d="M-104 -4 h156 v64 h-156z" fill="${c}"/><path d="M52 -4 l56 -56 v64 l-56 56z" fill="${d}"/>` +
    range(6).map((i) => `<circle cx="${-76 + i * 24}" cy="-30" r="5" fill="${c}" opacity=".45" transform="translate(${i * 4} 0)"/>`).join('') +
    `<path d="M-104 26 h156" stroke="#fff" stroke-width="3" stroke-dasharray="8 6" opacity=".7"/>` +
    `<path d="M-104 -4 l56 -56 h156 l-56 56z" fill="none" stroke="${d}" stroke-width="3"/>`,
  lamp: ({ c, d, a }) =>
    `<ellipse cx="-40" cy="86" rx="52" ry="12" fill="${d}"/><path d="M-40 80 l30 -90 l60 -30" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="-10" cy="-10" r="10" fill="${d}"/><path d="M40 -60 l50 12 l-24 52z" fill="${c}"/><path d="M60 -20 l-40 100 h110z" fill="${a}" opacity=".25"/>` +
    `<rect x="-72" y="78" width="14" height="6" rx="2" fill="#fff"/>`,
  kurta: ({ c, d, a }) =>
    `<path d="M-34 -94 q34 18 68 0 l44 20 l22 74 l-26 8 l-16 -42 v132 h-116 v-132 l-16 42 l-26 -8 l22 -74z" fill="${c}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M0 -86 v46" stroke="${d}" stroke-width="4"/>` +
    range(12).map((i) => `<circle cx="${-40 + (i % 4) * 27}" cy="${-10 + Math.floor(i / 4) * 36}" r="7" fill="${a}" opacity=".85"/>`).join('') +
    `<rect x="-58" y="88" width="116" height="10" fill="${a}"/>`,
  blazer: ({ c, d }) =>
    `<path d="M-36 -92 l-48 20 l-18 140 l28 6 l8 -72 v94 h132 v-94 l8 72 l28 -6 l-18 -140 l-48 -20z" fill="${c}"/>` +
    `<path d="M-36 -92 l36 70 l36 -70z" fill="#f8fafc"/><path d="M-6 -60 l6 40 l6 -40 l-6 -10z" fill="${d}"/>` +
    `<path d="M-36 -92 l-4 30 l26 24 l14 16 M36 -92 l4 30 l-26 24 l-14 16" stroke="${d}" stroke-width="5" fill="none"/>` +
    `<circle cx="8" cy="26" r="4" fill="${d}"/><circle cx="8" cy="48" r="4" fill="${d}"/><rect x="30" y="30" width="26" height="5" fill="${d}"/>`,
  jacket: ({ c, d, a }) =>
    `<path d="M-40 -88 q40 -14 80 0 l50 22 l16 144 l-30 6 l-10 -84 v100 h-132 v-100 l-10 84 l-30 -6 l16 -144z" fill="${c}"/>` +
    range(4).map((i) => `<path d="M-66 ${-36 + i * 32} h132" stroke="${d}" stroke-width="3" opacity=".6"/>`).join('') +
    `<path d="M-40 -88 q40 26 80 0 l-10 -16 q-30 10 -60 0z" fill="${d}"/><path d="M0 -74 v174" stroke="${a}" stroke-width="5"/>`,
  tshirt,
  hoodie: ({ c, d, a }) =>
    `<path d="M-40 -80 l-50 22 l-16 130 l28 6 l12 -80 v102 h132 v-102 l12 80 l28 -6 l-16 -130 l-50 -22z" fill="${c}"/>` +
    `<path d="M-40 -80 q0 -28 40 -28 q40 0 40 28 q-10 20 -40 22 q-30 -2 -40 -22z" fill="${d}"/>` +
    `<path d="M-12 -60 v30 M12 -60 v30" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M-40 36 h80 l10 40 h-100z" fill="${d}" opacity=".6"/>` +
    `<circle cx="0" cy="6" r="16" fill="${a}" opacity=".8"/>`,
  saree: ({ c, d, a }) =>
    `<path d="M40 -50 q60 40 50 140 h-40 q10 -80 -30 -120z" fill="${c}"/><path d="M50 80 h40 v12 h-40z" fill="${a}"/>` +
    `<rect x="-96" y="-70" width="150" height="120" rx="6" fill="${c}"/><rect x="-96" y="-70" width="150" height="16" fill="${a}"/><rect x="-96" y="34" width="150" height="16" fill="${a}"/>` +
    range(3).map((i) => `<path d="M-96 ${-50 + i * 2} h150" stroke="${d}" stroke-width="1" opacity=".3"/>`).join('') +
    range(8).map((i) => `<path d="M${-76 + (i % 4) * 36} ${-26 + Math.floor(i / 4) * 36} q10 -12 14 0 q-4 12 -14 0z" fill="${a}" opacity=".9"/>`).join('') +
    range(7).map((i) => `<circle cx="${-86 + i * 22}" cy="-62" r="3" fill="#fff" opacity=".8"/><circle cx="${-86 + i * 22}" cy="42" r="3" fill="#fff" opacity=".8"/>`).join(''),
  shoe: ({ c, d, a }) =>
    `<path d="M-98 36 v-34 q0 -18 20 -22 l36 -8 q22 -30 40 -40 h22 q10 30 42 40 q34 8 36 40 v24z" fill="${c}"/>` +
    `<rect x="-104" y="34" width="208" height="22" rx="11" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="3"/>` +
    `<path d="M-60 20 q50 0 100 -26" stroke="${a}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    range(4).map((i) => `<line x1="${-30 + i * 12}" y1="${-30 - i * 3}" x2="${-16 + i * 12}" y2="${-40 - i * 3}" stroke="${d}" stroke-width="4" stroke-linecap="round"/>`).join(''),
  watch: drawings.accessories!,
  backpack: ({ c, d, a }) =>
    `<path d="M-40 -90 q40 -24 80 0" stroke="${d}" stroke-width="10" fill="none"/><rect x="-74" y="-84" width="148" height="184" rx="40" fill="${c}"/>` +
    `<rect x="-52" y="10" width="104" height="72" rx="16" fill="${d}"/><path d="M-40 30 h80" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M-60 -40 q60 -30 120 0" stroke="${d}" stroke-width="5" fill="none"/><circle cx="50" cy="-46" r="5" fill="${a}"/>` +
    `<rect x="-88" y="-20" width="14" height="90" rx="7" fill="${d}"/><rect x="74" y="-20" width="14" height="90" rx="7" fill="${d}"/>`,
  tote: ({ c, d }) =>
    `<path d="M-50 -40 q0 -60 24 -60 q24 0 24 60 M2 -40 q0 -60 24 -60 q24 0 24 60" stroke="${d}" stroke-width="9" fill="none"/>` +
    `<path d="M-74 -40 h148 l14 136 h-176z" fill="#ead9bb"/><path d="M-74 -40 h148 l2 16 h-152z" fill="#d8c29d"/>` +
    `<circle cx="0" cy="30" r="30" fill="${c}"/><path d="M-16 30 l10 10 l22 -22" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  slingbag: ({ c, d, a }) =>
    `<path d="M-56 0 q-40 -110 56 -110 q96 0 56 110" stroke="${d}" stroke-width="10" fill="none"/>` +
    `<path d="M-76 0 h152 v70 q0 24 -24 24 h-104 q-24 0 -24 -24z" fill="${c}"/><path d="M-76 0 h152 v26 q-76 30 -152 0z" fill="${d}"/>` +
    `<rect x="-8" y="18" width="16" height="20" rx="4" fill="${a}"/><path d="M-60 70 h120" stroke="${a}" stroke-width="4" stroke-dasharray="6 6"/>`,
  umbrella: ({ c, d }) =>
    `<path d="M-100 0 a100 92 0 0 1 200 0 q-25 -18 -50 0 q-25 -18 -50 0 q-25 -18 -50 0 q-25 -18 -50 0z" fill="${c}"/>` +
    `<path d="M0 -92 q-30 40 -50 92 M0 -92 q30 40 50 92" stroke="${d}" stroke-width="3" fill="none"/>` +
    `<path d="M0 -2 v84 a16 16 0 0 1 -32 0" stroke="#334155" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="-3" y="-104" width="6" height="14" fill="#334155"/>`,
  suitcase: ({ c, d }) =>
    `<path d="M-30 -66 v-34 h60 v34" stroke="#64748b" stroke-width="8" fill="none"/><rect x="-64" y="-70" width="128" height="156" rx="14" fill="${c}"/>` +
    range(4).map((i) => `<rect x="${-42 + i * 26}" y="-60" width="6" height="136" rx="3" fill="${d}" opacity=".5"/>`).join('') +
    `<circle cx="-44" cy="94" r="9" fill="#1f2937"/><circle cx="44" cy="94" r="9" fill="#1f2937"/>`,
  bookmark: ({ c, a }) =>
    range(3).map((i) => `<g transform="rotate(${(i - 1) * 16} 0 90)"><rect x="-20" y="-96" width="40" height="150" rx="4" fill="${i === 1 ? c : i ? a : '#fdf8ee'}" stroke="#94a3b8" stroke-width="2"/>` +
      `<circle cx="0" cy="-20" r="10" fill="#fff"/><circle cx="0" cy="-20" r="4" fill="${i === 1 ? a : c}"/><path d="M0 -96 v-10 M-4 -106 l4 -6 l4 6" stroke="#64748b" stroke-width="3" fill="none"/></g>`).join(''),
  rope: ({ c, d, a }) =>
    `<path d="M-70 -60 q-40 140 70 150 q110 -10 70 -150" stroke="${a}" stroke-width="6" fill="none"/>` +
    `<rect x="-80" y="-100" width="20" height="46" rx="10" fill="${c}"/><rect x="60" y="-100" width="20" height="46" rx="10" fill="${c}"/>` +
    `<path d="M-34 -20 h68 v50 q0 24 -34 24 q-34 0 -34 -24z" fill="${d}"/>` +
    range(4).map((i) => `<rect x="${-32 + i * 17}" y="-36" width="14" height="20" rx="6" fill="${d}"/>`).join(''),
  console: ({ c, a }) =>
    `<path d="M-100 -24 l30 -34 h160 l-30 34z" fill="#374151"/><path d="M-100 -24 h160 v22 h-160z" fill="#111827"/><path d="M60 -24 l30 -34 v22 l-30 34z" fill="#1f2937"/>` +
    `<path d="M-90 -14 h60" stroke="${a}" stroke-width="3"/>` +
    `<g transform="translate(0 56) scale(.55)">${drawings.gaming!({ c, d: '#111827', a })}</g>`,
  handheld: ({ c, a }) =>
    `<rect x="-60" y="-46" width="120" height="92" rx="6" fill="#1f2937"/><rect x="-52" y="-38" width="104" height="76" rx="3" fill="${c}" opacity=".9"/>` +
    `<path d="M-60 -46 h-16 a30 30 0 0 0 -30 30 v32 a30 30 0 0 0 30 30 h16z" fill="#ef4444"/><path d="M60 -46 h16 a30 30 0 0 1 30 30 v32 a30 30 0 0 1 -30 30 h-16z" fill="#0ea5e9"/>` +
    `<circle cx="-82" cy="-18" r="8" fill="#1f2937"/><circle cx="82" cy="14" r="8" fill="#1f2937"/><circle cx="82" cy="-20" r="4" fill="#fff"/><circle cx="-82" cy="16" r="4" fill="#fff"/>` +
    `<circle cx="20" cy="-6" r="12" fill="${a}" opacity=".8"/>`,
  keyboard: ({ c, d, a }) =>
    `<rect x="-104" y="-52" width="208" height="104" rx="10" fill="${d}"/>` +
    range(4).map((row) => range(12).map((i) => `<rect x="${-96 + i * 16}" y="${-44 + row * 18}" width="13" height="14" rx="2" fill="${(row * 12 + i) % 7 === 3 ? a : c}"/>`).join('')).join('') +
    `<rect x="-56" y="28" width="112" height="14" rx="2" fill="${c}"/><rect x="-96" y="28" width="36" height="14" rx="2" fill="${c}"/><rect x="60" y="28" width="36" height="14" rx="2" fill="${c}"/>`,
  gamepad: drawings.gaming!,
  ...moreItemDrawings,
  house: drawings['roommate-housing']!,
} satisfies Record<string, Drawing>;

export type ItemKind = keyof typeof itemDrawings;
