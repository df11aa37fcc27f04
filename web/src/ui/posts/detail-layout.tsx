import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Image } from '@thriftz/client/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/cn';
import { BackButton } from './detail-page-parts';
import { PostPlaceholder } from './post-placeholder';
import { ProductGallery } from './product-gallery';

/** One row of a detail page's Details list; null rows are left out (a post without a location). */
export interface DetailFact {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

const coordinate = (value: number) => value.toFixed(5);

/** A location fact's value: '12.97160, 77.59460'. */
export function coordinates(location: { lat: number; lng: number }): ReactNode {
  return (
    <span className="tabular">
      {coordinate(location.lat)}, {coordinate(location.lng)}
    </span>
  );
}

/** What a detail page shows of one post, in the order of the page. */
export interface DetailDescription {
  title: string;
  images: Image[];
  /** Picks the placeholder's icon when the post has no picture. */
  category: string;
  /** Where Back goes when the page was opened directly (a shared link): the post's browse page. */
  backTo: string;
  /** Type and status badges above the title. */
  badges: ReactNode;
  /** The price or budget line under the title (a label such as 'Price negotiable' brings its own look). */
  price: ReactNode;
  /** Under the price line (a rental's deposit). */
  priceNote?: ReactNode;
  /** Badges summing the post up, under the price line. */
  about?: { label: string; items: ReactNode[] };
  /** Inside the header, under the price (wishlist and report on a listing). */
  headerActions?: ReactNode;
  /** A row of its own under the header (wishlist, share, report). */
  actions?: ReactNode;
  /** The owner's panel, or the ways to get in touch. */
  panel: ReactNode;
  /** The seller, requester or poster. */
  person: ReactNode;
  facts: readonly (DetailFact | null)[];
  /** Width of the facts' labels. */
  factLabelWidth?: 'w-36' | 'w-40';
  /** Long values (free text) break anywhere. */
  breakFacts?: boolean;
  description: string;
  tags?: readonly string[];
}

function Fact({ fact, width, breakWords }: { fact: DetailFact; width: string; breakWords: boolean }) {
  const Icon = fact.icon;
  return (
    <div className="flex items-start gap-3 py-3">
      <dt className={cn('flex shrink-0 items-center gap-3 text-sm text-fg-muted', width)}>
        <span className="text-fg-subtle">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {fact.label}
      </dt>
      <dd className={cn('min-w-0 flex-1 text-sm font-medium text-fg', breakWords && 'break-words')}>{fact.value}</dd>
    </div>
  );
}

/**
 * The page of one post (listing, request, roommate post), drawn from its description, under the
 * same header on every kind: Back, then the badges and the title. Phones: gallery, facts,
 * description. Desktop: gallery over description, facts beside them. A post without pictures
 * shows a modest band with its category's icon instead of the gallery.
 */
export function DetailLayout({ post }: { post: DetailDescription }) {
  useDocumentTitle(post.title);
  return (
    <div className="container-page pb-16 pt-4 sm:pt-6">
      <BackButton fallback={post.backTo} />

      <div className="mt-3 grid gap-8 lg:mt-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {post.images.length ? (
            <ProductGallery images={post.images} title={post.title} />
          ) : (
            <PostPlaceholder category={post.category} label="No pictures" className="h-40 rounded-xl sm:h-56" />
          )}
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div>
            <div className="flex flex-wrap items-center gap-2">{post.badges}</div>
            <h1 className="mt-3 break-words text-xl font-bold tracking-tight text-fg sm:text-3xl">{post.title}</h1>
            <div className="tabular mt-3 text-2xl font-extrabold text-fg sm:text-3xl">{post.price}</div>
            {post.priceNote ? <p className="tabular mt-1 text-sm font-medium text-fg-muted">{post.priceNote}</p> : null}
            {post.about ? (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={post.about.label}>
                {post.about.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            ) : null}
            {post.headerActions ? <div className="mt-4 flex flex-wrap items-center gap-2">{post.headerActions}</div> : null}
          </div>

          {post.actions ? <div className="flex flex-wrap items-center gap-2">{post.actions}</div> : null}

          {post.panel}

          {post.person}

          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-base font-semibold text-fg">
              Details
            </h2>
            <dl className="mt-1 divide-y divide-line">
              {post.facts.map((fact) =>
                fact ? (
                  <Fact key={fact.label} fact={fact} width={post.factLabelWidth ?? 'w-40'} breakWords={Boolean(post.breakFacts)} />
                ) : null,
              )}
            </dl>
          </section>
        </div>

        <section aria-labelledby="description-heading" className="min-w-0 lg:col-start-1 lg:row-start-2">
          <h2 id="description-heading" className="text-lg font-semibold text-fg">
            Description
          </h2>
          <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-fg-muted">{post.description}</p>
          {post.tags && post.tags.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}
