/**
 * The store page's visual themes, picked by the store's design preset (document 2, section 2.5):
 * only colour schemes default, 1 and 2 have a theme; any other scheme shows the default. Scheme 2
 * is a minimal layout without the Filters & Sort sidebar.
 */
import type { DesignPreset } from '@thriftz/client/generated/model';

export interface StoreTheme {
  name: 'default' | 'boutique' | 'minimal';
  /** The page's background. */
  page: string;
  /** The hero band's background: an inline gradient, so the themes cost the shared stylesheet nothing. */
  hero: string;
  heroText: string;
  heroMuted: string;
  /** The small pill for the store's category. */
  chip: string;
  /** The filled buttons (Add Product, Apply). */
  button: string;
  /** Links and prices. */
  accentText: string;
  card: string;
  showSidebar: boolean;
}

const THEMES: Record<'default' | '1' | '2', StoreTheme> = {
  default: {
    name: 'default',
    page: 'bg-canvas',
    hero: 'linear-gradient(135deg, #047857, #0d9488)',
    heroText: 'text-white',
    heroMuted: 'text-emerald-50',
    chip: 'bg-white/15 text-white ring-1 ring-white/30',
    button: 'bg-primary-solid text-white hover:bg-primary-solid-hover',
    accentText: 'text-primary-ink',
    card: 'card',
    showSidebar: true,
  },
  '1': {
    name: 'boutique',
    page: 'bg-amber-50',
    hero: 'linear-gradient(135deg, #be123c, #e11d48 50%, #d97706)',
    heroText: 'text-white',
    heroMuted: 'text-rose-50',
    chip: 'bg-white/15 text-white ring-1 ring-white/30',
    button: 'bg-rose-700 text-white hover:bg-rose-800',
    accentText: 'text-rose-800',
    card: 'rounded-2xl border border-amber-200 bg-white shadow-card',
    showSidebar: true,
  },
  '2': {
    name: 'minimal',
    page: 'bg-slate-50',
    hero: 'linear-gradient(135deg, #0f172a, #1e1b4b)',
    heroText: 'text-white',
    heroMuted: 'text-slate-300',
    chip: 'bg-white/15 text-white ring-1 ring-white/30',
    button: 'bg-indigo-700 text-white hover:bg-indigo-800',
    accentText: 'text-indigo-800',
    card: 'rounded-lg border border-slate-200 bg-white',
    showSidebar: false,
  },
};

export function storeTheme(preset: Pick<DesignPreset, 'colorScheme'> | null | undefined): StoreTheme {
  const scheme = preset?.colorScheme;
  return scheme === '1' || scheme === '2' ? THEMES[scheme] : THEMES.default;
}
