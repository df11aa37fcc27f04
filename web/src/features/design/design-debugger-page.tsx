import { Grid3x3, Ruler, ScanLine, SquareDashed } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconTile } from '../../ui/icon-tile';
import { PageHeader } from '../../ui/page-header';
import { Switch } from '../../ui/switch';

/** Tailwind's breakpoints (min widths, px), the ones the app's classes use. */
export const BREAKPOINTS = [
  { name: 'sm', min: 640 },
  { name: 'md', min: 768 },
  { name: 'lg', min: 1024 },
  { name: 'xl', min: 1280 },
  { name: '2xl', min: 1536 },
] as const;

/** The breakpoint a width falls in: 'base' under sm. */
export function breakpointOf(width: number): string {
  let current = 'base';
  for (const { name, min } of BREAKPOINTS) if (width >= min) current = name;
  return current;
}

interface Viewport {
  width: number;
  height: number;
  dpr: number;
}

let viewport: Viewport | null = null;
const readViewport = (): Viewport => {
  const next = { width: window.innerWidth, height: window.innerHeight, dpr: window.devicePixelRatio };
  if (!viewport || viewport.width !== next.width || viewport.height !== next.height || viewport.dpr !== next.dpr) viewport = next;
  return viewport;
};
const subscribeViewport = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** An element sticking out past the right edge of the viewport. */
export interface Overflowing {
  selector: string;
  right: number;
}

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
  return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}`;
}

/** The visible elements whose right edge is past the viewport's (what makes a page scroll sideways). */
export function findOverflowing(root: Document = document): Overflowing[] {
  const limit = root.documentElement.clientWidth;
  const found: Overflowing[] = [];
  for (const element of root.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= limit + 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.position === 'fixed') continue;
    found.push({ selector: describe(element), right: Math.round(box.right) });
  }
  return found.slice(0, 20);
}

const OUTLINE_STYLE_ID = 'design-debugger-outlines';
const GRID_STYLE_ID = 'design-debugger-grid';

/** Adds (or removes) a style element for as long as the page wants it. */
function useInjectedStyle(id: string, css: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [id, css, enabled]);
}

const OUTLINE_CSS = '*:not(html):not(head *) { outline: 1px solid rgb(225 29 72 / 0.45) !important; outline-offset: -1px; }';
const GRID_CSS =
  'body { background-image: linear-gradient(to right, rgb(5 150 105 / 0.12) 1px, transparent 1px), linear-gradient(to bottom, rgb(5 150 105 / 0.12) 1px, transparent 1px) !important; background-size: 16px 16px !important; }';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface p-3">
      <dt className="text-xs font-semibold uppercase tracking-wider text-fg-subtle">{label}</dt>
      <dd data-testid={testId} className="tabular mt-1 truncate text-lg font-bold text-fg">
        {value}
      </dd>
    </div>
  );
}

/**
 * /design-debugger: layout aids for checking a screen: the viewport and breakpoint live, outlines
 * on every element, a 16 px grid, and an overflow check that names what sticks out sideways.
 * The aids stay on while this page is open; open a page in a narrow window beside it to compare.
 */
export default function DesignDebuggerPage() {
  useDocumentTitle('Design debugger');
  const { width, height, dpr } = useSyncExternalStore(subscribeViewport, readViewport);
  const [outlines, setOutlines] = useState(false);
  const [grid, setGrid] = useState(false);
  const [overflow, setOverflow] = useState<{ scrollWidth: number; clientWidth: number; elements: Overflowing[] } | null>(null);
  useInjectedStyle(OUTLINE_STYLE_ID, OUTLINE_CSS, outlines);
  useInjectedStyle(GRID_STYLE_ID, GRID_CSS, grid);

  const check = useCallback(() => {
    const root = document.documentElement;
    setOverflow({ scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, elements: findOverflowing() });
  }, []);
  useEffect(check, [check, width]);

  const breakpoint = breakpointOf(width);
  const fits = overflow !== null && overflow.scrollWidth <= overflow.clientWidth && overflow.elements.length === 0;
  return (
    <>
      <PageHeader eyebrow="Design test page" title="Layout debugger" lead="Viewport, breakpoint, outlines and an overflow check for this window.">
        <Link to="/test-design-system" className={cn(buttonClasses('secondary'), 'mt-5')}>
          Open the design system
        </Link>
      </PageHeader>
      <div className="container-page space-y-6 py-8 sm:py-12">
        <Card className="p-4 sm:p-6">
          <div className="flex items-center gap-3">
            <IconTile icon={Ruler} tone="primary" />
            <h2 className="text-lg font-semibold text-fg">Viewport</h2>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Width" value={`${width} px`} testId="viewport-width" />
            <Stat label="Height" value={`${height} px`} testId="viewport-height" />
            <Stat label="Breakpoint" value={breakpoint} testId="breakpoint" />
            <Stat label="Pixel ratio" value={`${dpr}×`} testId="pixel-ratio" />
          </dl>
          <ol aria-label="Breakpoints" className="mt-4 flex flex-wrap gap-2">
            <li>
              <Badge tone={breakpoint === 'base' ? 'success' : 'neutral'}>base &lt; 640</Badge>
            </li>
            {BREAKPOINTS.map(({ name, min }) => (
              <li key={name}>
                <Badge tone={breakpoint === name ? 'success' : 'neutral'}>
                  {name} ≥ {min}
                </Badge>
              </li>
            ))}
          </ol>
        </Card>

        <Card className="space-y-5 p-4 sm:p-6">
          <div className="flex items-center gap-3">
            <IconTile icon={SquareDashed} tone="accent" />
            <h2 className="text-lg font-semibold text-fg">Overlays</h2>
          </div>
          <Switch checked={outlines} onCheckedChange={setOutlines} label="Outline every element" hint="A thin rose line around each box." />
          <Switch checked={grid} onCheckedChange={setGrid} label="16 px grid" hint="Four steps of the 4 px spacing grid." />
          <div aria-hidden="true" className="flex items-center gap-2 text-sm text-fg-muted">
            <Grid3x3 className="size-4" /> The overlays are removed when you leave this page.
          </div>
        </Card>

        <Card className="p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <IconTile icon={ScanLine} tone="danger" />
              <h2 className="text-lg font-semibold text-fg">Horizontal overflow</h2>
            </div>
            <Button variant="secondary" onClick={check}>
              Check again
            </Button>
          </div>
          {overflow ? (
            <div className="mt-4 space-y-3">
              <p className="tabular text-sm text-fg-muted">
                Document scroll width {overflow.scrollWidth} px, viewport {overflow.clientWidth} px.
              </p>
              {fits ? (
                <Alert tone="success">Nothing sticks out: this page fits the viewport.</Alert>
              ) : (
                <>
                  <Alert tone="error">Something is wider than the viewport.</Alert>
                  <ul className="space-y-1 text-sm">
                    {overflow.elements.map((element, index) => (
                      <li key={index} className="break-all font-mono text-xs text-fg">
                        {element.selector} (right edge {element.right} px)
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ) : null}
        </Card>
      </div>
    </>
  );
}
