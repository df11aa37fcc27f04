import { MapPin, MessageCircle, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Store } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { StoreCover } from './store-card';
import { createProductPath, isWebLink, STORE_CATEGORY_LOOK } from './store-labels';
import type { StoreTheme } from './store-theme';

/** Only web, mail and phone links are followed: a stored link is never run as script. */
const isSafeLink = (href: string) => isWebLink(href) || /^(mailto|tel):/i.test(href);

/** The store's head: cover, logo, name, description, category, location, contact, and Add Product for its owner. */
export function StoreHero({ store, theme }: { store: Store; theme: StoreTheme }) {
  const look = STORE_CATEGORY_LOOK[store.category] ?? STORE_CATEGORY_LOOK.miscellaneous;
  const contact = isSafeLink(store.contactLink.trim()) ? store.contactLink.trim() : '';
  return (
    <header style={{ backgroundImage: theme.hero }}>
      <div className="relative h-36 overflow-hidden sm:h-56">
        <StoreCover store={store} priority sizes="100vw" className="opacity-90" />
        <div aria-hidden="true" className="absolute inset-0" style={{ backgroundImage: 'linear-gradient(to top, rgb(2 6 23 / 0.6), transparent)' }} />
      </div>
      <div className="container-page relative pb-8">
        <div className="flex flex-col gap-4 pt-4 sm:flex-row sm:items-start">
          <div className="-mt-14 flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-white text-4xl shadow-md ring-4 ring-white">
            {store.logo ? (
              <img src={store.logo.thumbUrl} alt={`${store.name} logo`} width={100} height={100} className="size-full object-cover" />
            ) : (
              <span role="img" aria-label={look.label}>
                {look.emoji}
              </span>
            )}
          </div>
          <div className={cn('min-w-0 flex-1 sm:pt-1', theme.heroText)}>
            <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', theme.chip)}>{look.label}</span>
            <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{store.name}</h1>
          </div>
          {store.isOwner ? (
            <Link
              to={createProductPath(store._id)}
              className={cn('inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold shadow-sm ring-1 ring-white/30 sm:h-10', theme.button)}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Product
            </Link>
          ) : null}
        </div>
        {store.description ? <p className={cn('mt-4 max-w-3xl text-sm sm:text-base', theme.heroMuted)}>{store.description}</p> : null}
        <div className={cn('mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm', theme.heroMuted)}>
          {store.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {store.location}
            </span>
          ) : null}
          {contact ? (
            <a
              href={contact}
              {...(isWebLink(contact) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold underline underline-offset-2 hover:no-underline sm:min-h-0"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              Contact the store
              {isWebLink(contact) ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          ) : store.contactInfo ? (
            <span className="inline-flex items-center gap-1.5">
              <MessageCircle aria-hidden="true" className="size-4" />
              {store.contactInfo}
            </span>
          ) : null}
        </div>
      </div>
    </header>
  );
}
