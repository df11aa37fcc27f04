// The rest of the demo's item drawings (item-drawings.ts): games, vehicles, art, home and the
// store products' odds and ends, in the same 200 × 200 box centred on 0,0.
import { drawings, type Drawing } from './drawings.js';

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const moreItemDrawings = {
  chess: ({ c, d }) =>
    `<rect x="-92" y="-92" width="184" height="184" rx="6" fill="${d}"/>` +
    range(64).map((i) => `<rect x="${-80 + (i % 8) * 20}" y="${-80 + Math.floor(i / 8) * 20}" width="20" height="20" fill="${(i + Math.floor(i / 8)) % 2 ? c : '#fdf8ee'}"/>`).join('') +
    `<g transform="translate(10 -6)"><circle cx="0" cy="-26" r="14" fill="#1f2937"/><path d="M-12 -14 h24 l8 44 h-40z" fill="#1f2937"/><rect x="-24" y="28" width="48" height="12" rx="4" fill="#1f2937"/></g>`,
  mouse: ({ c, d, a }) =>
    `<path d="M0 -50 q60 -60 40 -110" stroke="#334155" stroke-width="5" fill="none" transform="translate(0 10)"/><rect x="-56" y="-54" width="112" height="156" rx="56" fill="${c}"/>` +
    `<path d="M0 -54 v60 M-56 6 h112" stroke="${d}" stroke-width="4"/><rect x="-7" y="-36" width="14" height="28" rx="7" fill="${a}"/>`,
  bicycle: drawings.vehicles!,
  scooter: ({ c, d, a }) =>
    `<g fill="#1f2937"><circle cx="-66" cy="56" r="30"/><circle cx="70" cy="56" r="30"/></g><g fill="#9ca3af"><circle cx="-66" cy="56" r="12"/><circle cx="70" cy="56" r="12"/></g>` +
    `<path d="M-100 40 q0 -40 40 -44 h60 q20 -36 50 -36 h20 l20 -40 h14 l-12 50 q24 30 18 70 h-60 q-10 -30 -40 -30 h-40 q-30 4 -40 30z" fill="${c}"/>` +
    `<path d="M-60 -8 h56 q6 -14 -6 -18 h-44 q-12 4 -6 18z" fill="${d}"/><rect x="30" y="-92" width="40" height="8" rx="4" fill="#1f2937"/><circle cx="86" cy="-26" r="7" fill="${a}"/>`,
  kickscooter: ({ c, d, a }) =>
    `<path d="M-80 60 h130 l20 -4" stroke="${c}" stroke-width="14" stroke-linecap="round"/><path d="M60 56 l26 -150" stroke="${d}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M64 -94 h44" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/><circle cx="-76" cy="74" r="20" fill="#1f2937"/><circle cx="66" cy="74" r="20" fill="#1f2937"/>` +
    `<rect x="-40" y="40" width="50" height="10" rx="5" fill="${a}"/><circle cx="76" cy="-40" r="6" fill="${a}"/>`,
  palette: ({ d }) => {
    const paints = ['#ef4444', '#f97316', '#facc15', '#84cc16', '#10b981', '#06b6d4', '#3b82f6', '#8b5cf6', '#ec4899', '#78350f', '#111827', '#f5f5f4'];
    return `<rect x="-100" y="-64" width="200" height="116" rx="10" fill="${d}"/><rect x="-92" y="-56" width="184" height="100" rx="6" fill="#f8fafc"/>` +
      range(24).map((i) => `<rect x="${-86 + (i % 12) * 15}" y="${-48 + Math.floor(i / 12) * 44}" width="12" height="36" rx="3" fill="${paints[(i * 5) % 12]}"/>`).join('') +
      `<path d="M-70 80 l150 -20" stroke="#92400e" stroke-width="8" stroke-linecap="round"/><path d="M80 60 l22 -3 l-4 8z" fill="#1f2937"/>`;
  },
  easel: ({ c, d, a }) =>
    `<path d="M0 -100 l-70 196 M0 -100 l70 196 M0 -90 v186" stroke="#92400e" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="-64" y="-76" width="128" height="100" fill="#fdf8ee" stroke="${d}" stroke-width="4"/><rect x="-76" y="24" width="152" height="10" fill="#78350f"/>` +
    `<circle cx="-20" cy="-30" r="18" fill="${a}"/><path d="M-64 24 l40 -40 l30 26 l20 -16 l38 30z" fill="${c}"/>`,
  postcards: ({ c, a }) =>
    [-14, 4, 18].map((turn, i) => `<g transform="rotate(${turn}) translate(${(i - 1) * 20} ${(i - 1) * 10})"><rect x="-80" y="-54" width="160" height="108" rx="4" fill="#fdf8ee" stroke="#cbd5e1" stroke-width="3"/>` +
      `<rect x="40" y="-44" width="30" height="36" fill="${i % 2 ? a : c}"/><path d="M-66 -20 h80 M-66 0 h70 M-66 20 h80" stroke="#94a3b8" stroke-width="4"/></g>`).join(''),
  frame: drawings['art-collectibles']!,
  guitar: ({ c, d }) =>
    `<g transform="rotate(-35)"><rect x="-8" y="-110" width="16" height="110" fill="#78350f"/><rect x="-12" y="-128" width="24" height="26" rx="4" fill="${d}"/>` +
    `<path d="M0 -10 q-44 0 -44 40 q0 22 14 30 q-22 10 -22 40 q0 48 52 48 q52 0 52 -48 q0 -30 -22 -40 q14 -8 14 -30 q0 -40 -44 -40z" fill="${c}"/>` +
    `<circle cx="0" cy="52" r="16" fill="#1f2937"/><rect x="-18" y="96" width="36" height="8" rx="3" fill="#1f2937"/>` +
    `<path d="M-3 -110 v200 M3 -110 v200" stroke="#e5e7eb" stroke-width="1.5"/></g>`,
  fridge: ({ c, d }) =>
    `<rect x="-62" y="-96" width="124" height="192" rx="12" fill="${c}"/><path d="M-62 -30 h124" stroke="${d}" stroke-width="4"/>` +
    `<rect x="40" y="-80" width="8" height="36" rx="4" fill="#e5e7eb"/><rect x="40" y="-14" width="8" height="56" rx="4" fill="#e5e7eb"/><rect x="-50" y="96" width="14" height="6" fill="#374151"/><rect x="36" y="96" width="14" height="6" fill="#374151"/>`,
  kettle: ({ c, d, a }) =>
    `<path d="M-60 80 l12 -130 q2 -12 14 -12 h68 q12 0 14 12 l12 130z" fill="${c}"/><path d="M-44 -52 l-44 -26 q-8 -2 -6 6 l38 40z" fill="${c}"/>` +
    `<path d="M48 -40 q50 0 50 50 q0 40 -40 50" stroke="${d}" stroke-width="14" fill="none"/><rect x="-70" y="80" width="140" height="16" rx="6" fill="#1f2937"/>` +
    `<rect x="-20" y="-70" width="40" height="10" rx="5" fill="${d}"/><circle cx="52" cy="70" r="5" fill="${a}"/>`,
  racket: ({ c, d }) =>
    [-24, 24].map((turn, i) => `<g transform="rotate(${turn}) translate(${(i - 0.5) * 40} 0)"><ellipse cx="0" cy="-44" rx="36" ry="50" fill="none" stroke="${i ? d : c}" stroke-width="8"/>` +
      range(5).map((k) => `<path d="M${-24 + k * 12} -90 v92 M-32 ${-74 + k * 14} h64" stroke="#e5e7eb" stroke-width="1.5"/>`).join('') +
      `<rect x="-4" y="4" width="8" height="50" fill="#94a3b8"/><rect x="-7" y="52" width="14" height="44" rx="5" fill="${i ? c : d}"/></g>`).join('') +
    `<path d="M-10 70 l20 0 l12 -36 h-44z" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><circle cx="0" cy="74" r="10" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>`,
  tent: ({ c, d, a }) =>
    `<path d="M-100 80 l100 -170 l100 170z" fill="${c}"/><path d="M0 -90 l-30 170 h60z" fill="${d}"/><path d="M0 -90 l-14 170 h28z" fill="#1f2937" opacity=".55"/>` +
    `<path d="M-100 80 h200" stroke="${a}" stroke-width="6" stroke-linecap="round"/><path d="M0 -90 v-14" stroke="${d}" stroke-width="5"/>`,
  yogamat: ({ c, d, a }) =>
    `<path d="M-90 -40 h150 v80 h-150z" fill="${c}"/><ellipse cx="60" cy="0" rx="22" ry="40" fill="${d}"/>` +
    `<path d="M60 -28 a20 28 0 1 1 -1 0 M60 -14 a10 14 0 1 1 -1 0" stroke="${c}" stroke-width="5" fill="none"/><ellipse cx="-90" cy="0" rx="22" ry="40" fill="${c}"/>` +
    `<path d="M-40 -44 v88 M20 -44 v88" stroke="${a}" stroke-width="8"/>`,
  cooktop: ({ a }) =>
    `<path d="M-100 20 l30 -60 h140 l30 60z" fill="#111827"/><path d="M-100 20 h200 v20 h-200z" fill="#374151"/>` +
    `<ellipse cx="0" cy="-10" rx="46" ry="16" fill="none" stroke="${a}" stroke-width="5"/><ellipse cx="0" cy="-10" rx="26" ry="9" fill="none" stroke="${a}" stroke-width="3" opacity=".7"/>` +
    range(4).map((i) => `<circle cx="${-44 + i * 24}" cy="30" r="4" fill="#cbd5e1"/>`).join(''),
  tripod: ({ c, d }) =>
    `<path d="M0 -20 l-80 116 M0 -20 l80 116 M0 -20 v116" stroke="#334155" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="-16" y="-40" width="32" height="24" rx="4" fill="${d}"/><rect x="-50" y="-92" width="100" height="54" rx="10" fill="#1f2937"/><circle cx="0" cy="-64" r="18" fill="${c}"/>`,
  shoerack: ({ c, d, a }) =>
    `<rect x="-96" y="-60" width="10" height="150" fill="${d}"/><rect x="86" y="-60" width="10" height="150" fill="${d}"/>` +
    [-30, 30, 88].map((y) => `<rect x="-96" y="${y}" width="192" height="8" fill="${d}"/>`).join('') +
    [-66, -10, 46].map((x, i) => `<path d="M${x} -30 v-18 q0 -8 10 -10 l14 -4 q10 10 22 12 v20z" fill="${i % 2 ? a : c}"/>`).join('') +
    [-60, 10].map((x) => `<path d="M${x} 30 v-18 q0 -8 10 -10 l14 -4 q10 10 22 12 v20z" fill="${c}"/>`).join(''),
  disc: ({ c, a }) =>
    `<rect x="-90" y="-96" width="124" height="170" rx="6" fill="#1d4ed8"/><rect x="-80" y="-60" width="104" height="124" fill="${c}"/><rect x="-90" y="-96" width="124" height="24" rx="6" fill="#1e3a8a"/>` +
    `<text x="-28" y="-78" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="16" fill="#fff">PS4</text>` +
    `<circle cx="40" cy="30" r="62" fill="#e5e7eb" stroke="#cbd5e1" stroke-width="3"/><circle cx="40" cy="30" r="14" fill="#fff" stroke="#94a3b8" stroke-width="3"/><path d="M10 0 a40 40 0 0 1 40 -12" stroke="${a}" stroke-width="6" fill="none" opacity=".6"/>`,
  pipette: ({ c, d, a }) =>
    `<rect x="-22" y="-100" width="24" height="16" rx="6" fill="${a}"/><rect x="-16" y="-86" width="12" height="20" fill="#94a3b8"/>` +
    `<path d="M-30 -68 h40 l-4 100 h-32z" fill="${c}"/><rect x="-20" y="-40" width="20" height="24" rx="3" fill="#f8fafc"/><path d="M-18 32 h16 l-6 64 h-4z" fill="#e5e7eb" stroke="#94a3b8" stroke-width="2"/>` +
    `<rect x="30" y="20" width="70" height="60" rx="4" fill="${d}"/>` + range(8).map((i) => `<circle cx="${42 + (i % 4) * 15}" cy="${36 + Math.floor(i / 4) * 24}" r="5" fill="#fde68a"/>`).join(''),
  multimeter: ({ c, a }) =>
    `<rect x="-56" y="-96" width="112" height="184" rx="16" fill="${c}"/><rect x="-46" y="-86" width="92" height="164" rx="10" fill="#1f2937"/>` +
    `<rect x="-36" y="-76" width="72" height="36" rx="3" fill="#c7d9b8"/><text x="30" y="-50" text-anchor="end" font-family="DejaVu Sans Mono, monospace" font-size="22" fill="#1f2937">9.87</text>` +
    `<circle cx="0" cy="4" r="28" fill="#374151"/><rect x="-4" y="-22" width="8" height="26" rx="3" fill="#e5e7eb"/>` +
    `<circle cx="-26" cy="56" r="7" fill="#ef4444"/><circle cx="0" cy="56" r="7" fill="#111827" stroke="#6b7280" stroke-width="2"/><circle cx="26" cy="56" r="7" fill="${a}"/>` +
    `<path d="M-26 62 q-40 30 -64 0 M0 62 q40 40 90 10" stroke-width="4" fill="none" stroke="#ef4444"/>`,
  masks: ({ c, a }) =>
    `<g transform="rotate(-14) translate(-36 0)"><path d="M-46 -60 h92 v50 q0 70 -46 70 q-46 0 -46 -70z" fill="${c}"/><ellipse cx="-20" cy="-26" rx="11" ry="8" fill="#1f2937"/><ellipse cx="20" cy="-26" rx="11" ry="8" fill="#1f2937"/><path d="M-22 10 q22 24 44 0" stroke="#1f2937" stroke-width="6" fill="none" stroke-linecap="round"/></g>` +
    `<g transform="rotate(14) translate(40 16)"><path d="M-46 -60 h92 v50 q0 70 -46 70 q-46 0 -46 -70z" fill="${a}"/><ellipse cx="-20" cy="-26" rx="11" ry="8" fill="#1f2937"/><ellipse cx="20" cy="-26" rx="11" ry="8" fill="#1f2937"/><path d="M-22 24 q22 -24 44 0" stroke="#1f2937" stroke-width="6" fill="none" stroke-linecap="round"/></g>`,
  helmet: ({ c, d, a }) =>
    `<path d="M-92 40 q0 -128 92 -128 q92 0 92 128z" fill="${c}"/><path d="M-6 -86 q20 50 98 70 v56 h-60 q-10 -40 -40 -60z" fill="#1f2937" opacity=".85"/>` +
    `<rect x="-96" y="36" width="192" height="16" rx="8" fill="${d}"/><path d="M-60 -40 q30 -40 60 -40" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  canvas: ({ d, a }) =>
    [2, 1, 0].map((i) => `<g transform="translate(${i * 14 - 14} ${i * -14 + 14})"><rect x="-72" y="-86" width="144" height="172" fill="#b45309"/><rect x="-66" y="-90" width="138" height="172" fill="#fafaf9" stroke="#d6d3d1" stroke-width="3"/></g>`).join('') +
    `<path d="M-60 70 l40 -20" stroke="${a}" stroke-width="6" stroke-linecap="round" opacity=".5"/><rect x="-80" y="-98" width="30" height="10" fill="${d}" opacity=".4"/>`,
  extension: ({ a }) =>
    `<path d="M90 10 q40 20 10 60 q-30 40 -80 20" stroke="#1f2937" stroke-width="7" fill="none"/><rect x="-100" y="-26" width="190" height="52" rx="12" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>` +
    range(4).map((i) => `<g transform="translate(${-66 + i * 40} 0)"><circle r="14" fill="#e2e8f0"/><circle cx="-5" cy="-3" r="2.5" fill="#334155"/><circle cx="5" cy="-3" r="2.5" fill="#334155"/><circle cx="0" cy="6" r="2.5" fill="#334155"/></g>`).join('') +
    `<rect x="70" y="-10" width="14" height="20" rx="3" fill="${a}"/>`,
  cooler: ({ c, d, a }) =>
    `<rect x="-64" y="-98" width="128" height="184" rx="14" fill="${c}"/><rect x="-48" y="-80" width="96" height="96" rx="6" fill="${d}"/>` +
    range(8).map((i) => `<rect x="-44" y="${-74 + i * 11}" width="88" height="5" rx="2" fill="#fff" opacity=".55"/>`).join('') +
    `<rect x="-40" y="30" width="80" height="14" rx="7" fill="#fff" opacity=".8"/><circle cx="-16" cy="60" r="6" fill="${a}"/><circle cx="8" cy="60" r="6" fill="#fff"/>` +
    `<circle cx="-46" cy="92" r="8" fill="#1f2937"/><circle cx="46" cy="92" r="8" fill="#1f2937"/>`,
  beanie: ({ c, d, a }) =>
    `<circle cx="0" cy="-80" r="22" fill="${a}"/><path d="M-80 30 q0 -106 80 -106 q80 0 80 106z" fill="${c}"/>` +
    range(7).map((i) => `<path d="M${-60 + i * 20} 30 q0 -60 ${i < 3 ? 10 : i > 3 ? -10 : 0} -96" stroke="${d}" stroke-width="3" fill="none" opacity=".5"/>`).join('') +
    `<rect x="-90" y="24" width="180" height="46" rx="12" fill="${d}"/>` + range(9).map((i) => `<path d="M${-76 + i * 19} 30 v34" stroke="${c}" stroke-width="4" opacity=".6"/>`).join(''),
  pants: ({ c, d, a }) =>
    `<path d="M-62 -92 h124 l10 186 h-50 l-22 -140 l-22 140 h-50z" fill="${c}"/><rect x="-62" y="-98" width="124" height="18" rx="4" fill="${d}"/>` +
    `<path d="M-62 -80 l-10 174 M62 -80 l10 174" stroke="${a}" stroke-width="7"/><path d="M-8 -86 v20 M8 -86 v20" stroke="#fff" stroke-width="3"/>`,
  sheets: ({ c }) =>
    [-8, -3, 2].map((turn, i) => `<rect x="-84" y="-64" width="168" height="124" rx="2" fill="#fff" stroke="#cbd5e1" stroke-width="2" transform="rotate(${turn}) translate(${i * 4} ${i * -4})"/>`).join('') +
    `<g stroke="${c}" stroke-width="3" fill="none"><path d="M-40 10 l40 -24 l40 24 l-40 24z M-40 10 v40 l40 24 v-40 M40 10 v40 l-40 24"/></g>` +
    `<rect x="-76" y="36" width="30" height="16" fill="none" stroke="#94a3b8" stroke-width="2"/>`,
  journal: ({ c, d, a }) =>
    `<rect x="-66" y="-92" width="132" height="184" rx="10" fill="${d}"/><rect x="-60" y="-86" width="120" height="172" rx="6" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 5" opacity=".6"/>` +
    `<rect x="58" y="-20" width="40" height="26" rx="6" fill="${c}"/><circle cx="86" cy="-7" r="5" fill="${a}"/><rect x="-66" y="-92" width="14" height="184" rx="4" fill="#1f2937" opacity=".3"/>`,
  earphones: ({ c, d, a }) =>
    `<path d="M-50 -50 q-10 60 40 90 M50 -50 q10 60 -40 90 M-10 40 q10 10 20 0 M0 44 v40" stroke="${d}" stroke-width="5" fill="none"/>` +
    `<circle cx="-54" cy="-64" r="24" fill="${c}"/><circle cx="-54" cy="-64" r="12" fill="${d}"/><circle cx="54" cy="-64" r="24" fill="${c}"/><circle cx="54" cy="-64" r="12" fill="${d}"/>` +
    `<rect x="-8" y="20" width="16" height="22" rx="4" fill="${a}"/><rect x="-6" y="84" width="12" height="18" rx="2" fill="#94a3b8"/>`,
  cable: ({ c, a }) =>
    `<g fill="none" stroke="${c}" stroke-width="9"><ellipse cx="0" cy="0" rx="62" ry="44"/><ellipse cx="6" cy="4" rx="52" ry="36"/><ellipse cx="-4" cy="-4" rx="70" ry="52"/></g>` +
    `<path d="M60 20 q30 20 34 60 M-66 -20 q-30 -20 -20 -70" stroke="${c}" stroke-width="9" fill="none"/>` +
    `<rect x="82" y="76" width="24" height="30" rx="6" fill="#cbd5e1"/><rect x="-100" y="-104" width="24" height="30" rx="6" fill="#cbd5e1"/><rect x="86" y="96" width="16" height="8" rx="3" fill="${a}"/>`,
} satisfies Record<string, Drawing>;
