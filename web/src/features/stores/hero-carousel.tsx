import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Slide } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { isInternalLink, isWebLink } from './store-labels';
import { useRotation } from './use-rotation';

/** A slide stays 8 seconds; its progress bar fills in 5 (document 2, section 9). */
export const SLIDE_INTERVAL_MS = 8_000;
export const SLIDE_PROGRESS_MS = 5_000;

/** Shown when no slides are set (document 2, section 2.5). */
export const DEFAULT_SLIDE: Slide = {
  id: 'default',
  bgImage: null,
  icon: '🛍️',
  h1: 'Welcome to Mini Stores',
  h2: 'Student-run stores, all on your campus',
  h3: 'Discover unique products from fellow students: fashion, books, gadgets, art and more.',
  button1Text: 'Explore Stores',
  button1Link: '/all-stores',
  button2Text: 'How It Works',
  button2Link: '/how-it-works',
  gradient: 'linear-gradient(135deg, #047857 0%, #0d9488 55%, #0e7490 100%)',
};

function SlideButton({ href, children, primary }: { href: string; children: string; primary: boolean }) {
  const classes = cn(
    'inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-semibold shadow-sm transition-colors',
    primary ? 'bg-white text-primary-ink hover:bg-emerald-50' : 'border border-white text-white hover:bg-white/20',
  );
  if (!href || !children) return null;
  if (isInternalLink(href)) {
    return (
      <Link to={href} className={classes}>
        {children}
      </Link>
    );
  }
  if (!isWebLink(href)) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The 5-second bar under the slide; paused with the carousel (Web Animations, where the browser has them). */
function ProgressBar({ index, paused }: { index: number; paused: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    animation.current = element.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: SLIDE_PROGRESS_MS,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => animation.current?.cancel();
  }, [index]);
  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused, index]);
  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-white/20">
      <div ref={ref} className="h-full origin-left scale-x-0 bg-white/80" />
    </div>
  );
}

/** Darkens a slide's picture on the text's side, so white text stays readable on any photo. */
const SCRIM = 'linear-gradient(90deg, rgb(2 6 23 / 0.8), rgb(2 6 23 / 0.55) 50%, rgb(2 6 23 / 0.2))';

const arrowClasses =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/20 text-white backdrop-blur transition hover:bg-white/20 md:inline-flex';

/**
 * The mini-store home's hero: the showcase's slides (or the default welcome slide), each with a
 * background picture or gradient, headings and two buttons. It moves on every 8 seconds, stops on
 * hover and focus and with its pause button, and not at all for visitors who ask for less motion.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const shown = slides.length > 0 ? slides : [DEFAULT_SLIDE];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const { index, go, running, reduced } = useRotation(shown.length, SLIDE_INTERVAL_MS, paused);
  const slide = shown[index]!;
  const many = shown.length > 1;
  // The first slide is there from the first frame (the server sends it in the page's markup); only
  // a slide that replaces another fades in.
  const [firstId] = useState(slide.id);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (slide.id !== firstId) setMoved(true);
  }, [slide.id, firstId]);
  const fades = moved || slide.id !== firstId;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Mini Stores highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative overflow-hidden rounded-2xl bg-slate-900 text-white shadow-card"
    >
      <div
        key={slide.id}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${shown.length}`}
        className={cn('relative flex min-h-[22rem] items-center sm:min-h-[26rem]', fades && 'animate-fade-in')}
        style={slide.bgImage ? undefined : { backgroundImage: slide.gradient || DEFAULT_SLIDE.gradient }}
      >
        {slide.bgImage ? (
          <>
            <img
              src={slide.bgImage}
              alt=""
              width={1280}
              height={520}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
            <div aria-hidden="true" className="absolute inset-0" style={{ backgroundImage: SCRIM }} />
          </>
        ) : null}
        <div className="relative z-[1] w-full px-6 py-12 sm:px-12 md:px-20">
          <div className="max-w-2xl" aria-live={running ? 'off' : 'polite'}>
            {slide.icon ? (
              <span aria-hidden="true" className="text-4xl">
                {slide.icon}
              </span>
            ) : null}
            <h2 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{slide.h1}</h2>
            {slide.h2 ? <p className="mt-2 text-lg font-semibold text-white/90">{slide.h2}</p> : null}
            {slide.h3 ? <p className="mt-3 max-w-xl text-base text-white/90">{slide.h3}</p> : null}
            <div className="mt-7 flex flex-col gap-3 sm:flex-row">
              <SlideButton href={slide.button1Link} primary>
                {slide.button1Text}
              </SlideButton>
              <SlideButton href={slide.button2Link} primary={false}>
                {slide.button2Text}
              </SlideButton>
            </div>
          </div>
        </div>
      </div>

      {many ? (
        <>
          <button type="button" onClick={() => go(index - 1)} aria-label="Previous slide" className={cn(arrowClasses, 'left-4')}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button type="button" onClick={() => go(index + 1)} aria-label="Next slide" className={cn(arrowClasses, 'right-4')}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-4 z-10 flex items-center justify-center gap-1">
            {shown.map((s, i) => (
              <button
                key={s.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-8 items-center justify-center"
              >
                <span className={cn('block h-2 rounded-full transition-colors', i === index ? 'w-6 bg-white' : 'w-2 bg-white/60')} />
              </button>
            ))}
            {!reduced ? (
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? 'Play slides' : 'Pause slides'}
                className="ml-2 inline-flex size-8 items-center justify-center rounded-full bg-white/20 hover:bg-white/20"
              >
                {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
              </button>
            ) : null}
          </div>
          {!reduced ? <ProgressBar index={index} paused={paused} /> : null}
        </>
      ) : null}
    </section>
  );
}
