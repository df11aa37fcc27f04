import { Bell, Flag, Heart, Inbox, Package, ShoppingBag, Sparkles, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { CountBadge } from '../../ui/count-badge';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Field } from '../../ui/field';
import { IconTile, type IconTileTone } from '../../ui/icon-tile';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { Switch } from '../../ui/switch';
import { Textarea } from '../../ui/textarea';
import { Section, TokenSections } from './design-tokens';

const BUTTON_VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'accent', 'danger'];
const BUTTON_SIZES: ButtonSize[] = ['sm', 'md', 'lg'];
const BADGE_TONES: BadgeTone[] = ['neutral', 'success', 'warning', 'danger', 'info'];
const TILE_TONES: IconTileTone[] = ['primary', 'accent', 'danger'];

export const DESIGN_SECTIONS = [
  ['colours', 'Colours'],
  ['type', 'Type'],
  ['space', 'Space, radius and shadow'],
  ['buttons', 'Buttons'],
  ['badges', 'Badges and counts'],
  ['forms', 'Forms'],
  ['feedback', 'Feedback'],
  ['cards', 'Cards and states'],
] as const;

/** A sample listing card, drawn from the tokens alone (no data): the pattern UI.md describes. */
function SampleListingCard() {
  return (
    <article className="card max-w-xs overflow-hidden">
      <div className="relative aspect-[4/3] bg-gradient-to-br from-emerald-100 to-amber-100">
        <ShoppingBag aria-hidden="true" className="absolute left-1/2 top-1/2 size-16 -translate-x-1/2 -translate-y-1/2 text-primary" />
        <span className="absolute left-2 top-2">
          <Badge tone="warning" icon={<Zap aria-hidden="true" className="size-3" />}>
            Boosted
          </Badge>
        </span>
        <span className="absolute right-2 top-2 flex size-9 items-center justify-center rounded-full bg-white/90 text-fg-muted shadow-sm">
          <Heart aria-hidden="true" className="size-4" />
        </span>
      </div>
      <div className="space-y-2 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold text-fg">Sample listing: a title that may run on to a second line</h3>
        <p className="tabular text-lg font-bold text-fg">{formatRupees(1499)}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge>Good</Badge>
          <Badge tone="info">Electronics</Badge>
        </div>
      </div>
    </article>
  );
}

/**
 * /test-design-system: the living style guide of UI.md: the tokens as the stylesheet has them and
 * every shared component (web/src/ui) in its states, to check a change against at a glance.
 */
export default function DesignSystemPage() {
  useDocumentTitle('Design system');
  const [checked, setChecked] = useState(true);
  const [on, setOn] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <PageHeader
        eyebrow="Design test page"
        title="Thriftz design system"
        lead="The tokens and shared components of the student app and the store portal, as they render today."
      >
        <nav aria-label="Sections" className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {DESIGN_SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex h-9 items-center rounded-full border border-line-strong bg-surface px-3 text-sm font-medium text-fg hover:bg-slate-50"
                >
                  {label}
                </a>
              </li>
            ))}
            <li>
              <Link
                to="/design-debugger"
                className="inline-flex h-9 items-center rounded-full bg-primary-soft px-3 text-sm font-semibold text-primary-ink hover:underline"
              >
                Layout debugger
              </Link>
            </li>
          </ul>
        </nav>
      </PageHeader>

      <div className="container-page space-y-12 py-8 sm:py-12">
        <TokenSections />

        <Section id="buttons" title="Buttons" lead="40 px high (44 px on phones); filled buttons use the solid primary for AA contrast.">
          <Card className="space-y-5 p-4 sm:p-6">
            {BUTTON_SIZES.map((size) => (
              <div key={size} className="flex flex-wrap items-center gap-3">
                <span className="w-10 font-mono text-xs text-fg-subtle">{size}</span>
                {BUTTON_VARIANTS.map((variant) => (
                  <Button key={variant} variant={variant} size={size}>
                    {variant[0]!.toUpperCase() + variant.slice(1)}
                  </Button>
                ))}
              </div>
            ))}
            <div className="flex flex-wrap items-center gap-3">
              <span className="w-10 font-mono text-xs text-fg-subtle">state</span>
              <Button busy>Saving…</Button>
              <Button disabled>Disabled</Button>
              <Button variant="secondary">
                <Flag aria-hidden="true" className="size-4" />
                With icon
              </Button>
              <Button variant="ghost" size="icon" aria-label="Notifications">
                <Bell aria-hidden="true" className="size-5" />
              </Button>
            </div>
            <div className="rounded-lg bg-slate-900 p-3">
              <Button variant="inverse">Inverse (on dark)</Button>
            </div>
          </Card>
        </Section>

        <Section id="badges" title="Badges and counts">
          <Card className="flex flex-wrap items-center gap-3 p-4 sm:p-6">
            {BADGE_TONES.map((tone) => (
              <Badge key={tone} tone={tone}>
                {tone}
              </Badge>
            ))}
            <Badge tone="warning" icon={<Sparkles aria-hidden="true" className="size-3" />}>
              Boosted
            </Badge>
            <span className="relative inline-flex size-10 items-center justify-center rounded-lg bg-slate-100">
              <ShoppingBag aria-label="Cart" className="size-5 text-fg" />
              <CountBadge count={3} className="absolute -right-1 -top-1" />
            </span>
            <span className="relative inline-flex size-10 items-center justify-center rounded-lg bg-slate-100">
              <Inbox aria-label="Inbox" className="size-5 text-fg" />
              <CountBadge count={12} className="absolute -right-1 -top-1" />
            </span>
            {TILE_TONES.map((tone) => (
              <IconTile key={tone} icon={Package} tone={tone} />
            ))}
            <Avatar name="Priya Sharma" />
            <Avatar name="Rahul Verma" size="lg" />
          </Card>
        </Section>

        <Section id="forms" title="Forms" lead="A label above every field, the message under the field it belongs to.">
          <Card className="grid gap-5 p-4 sm:grid-cols-2 sm:p-6">
            <Field label="Title" hint="Up to 100 characters." required>
              <Input placeholder="What are you selling?" />
            </Field>
            <Field label="Price (₹)" error="Price must be a positive number.">
              <Input inputMode="decimal" defaultValue="-5" />
            </Field>
            <Field label="Category">
              <Select defaultValue="">
                <option value="" disabled>
                  Select a category
                </option>
                <option>Textbooks</option>
                <option>Electronics</option>
              </Select>
            </Field>
            <Field label="Disabled">
              <Input disabled defaultValue="Read only" />
            </Field>
            <Field label="Description" className="sm:col-span-2">
              <Textarea rows={3} placeholder="Condition, age, what comes with it…" />
            </Field>
            <Checkbox checked={checked} onCheckedChange={setChecked}>
              Negotiable price
            </Checkbox>
            <Switch checked={on} onCheckedChange={setOn} label="E-mail me about replies" hint="Once a day at most." />
          </Card>
        </Section>

        <Section id="feedback" title="Feedback" lead="Toasts bottom-centre, at most two at once, clear of the controls below; confirmations in a dialog.">
          <div className="space-y-3">
            <Alert tone="success">Listing published.</Alert>
            <Alert tone="info">Your plan renews on 1 December.</Alert>
            <Alert tone="error">Failed to load products</Alert>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button variant="secondary" onClick={() => toast.success('Added to cart')}>
                Show a success toast
              </Button>
              <Button variant="secondary" onClick={() => toast.error('Failed to load products')}>
                Show an error toast
              </Button>
              <Button variant="secondary" onClick={() => setDialogOpen(true)}>
                Open a dialog
              </Button>
            </div>
            <div className="flex items-center gap-3 text-sm text-fg-muted">
              <Spinner label="Loading" /> Loading…
            </div>
          </div>
          <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title="Mark as sold?" description="Buyers will no longer see it.">
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setDialogOpen(false)}>Mark Sold</Button>
            </div>
          </Dialog>
        </Section>

        <Section id="cards" title="Cards and states" lead="The listing card, its skeleton of the same shape, and an empty state.">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <SampleListingCard />
            <div className="card max-w-xs overflow-hidden" aria-hidden="true">
              <Skeleton className="aspect-[4/3] rounded-none" />
              <div className="space-y-2 p-3">
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-6 w-1/3" />
              </div>
            </div>
            <EmptyState
              icon={Heart}
              title="Your wishlist is empty"
              action={
                <Link to="/products" className={buttonClasses()}>
                  Browse products
                </Link>
              }
            >
              Tap the heart on a listing to keep it here.
            </EmptyState>
          </div>
        </Section>
      </div>
    </>
  );
}
