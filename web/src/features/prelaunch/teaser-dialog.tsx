import { Play, ShoppingBag, Repeat, MessageCircle, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/dialog';

const SCENES = [
  { icon: ShoppingBag, title: 'Buy and sell on campus', text: 'Textbooks, cycles, gadgets: from students you can meet today.' },
  { icon: Repeat, title: 'Lend and borrow', text: 'Need a lab coat for a week? Borrow it, return it.' },
  { icon: MessageCircle, title: 'Chat in real time', text: 'Agree on a price and a place to meet without leaving the app.' },
  { icon: Store, title: 'Student mini stores', text: 'Campus brands with their own storefronts and orders.' },
];

const SCENE_MS = 2500;

/**
 * The teaser: a short animated loop of what Thriftz does (no video file), in a dialog that Escape,
 * the close button or a click outside closes. Scenes change every 2.5 s; motion-sensitive
 * visitors get the same scenes without the movement.
 */
export function TeaserDialog() {
  const [open, setOpen] = useState(false);
  const [scene, setScene] = useState(0);
  useEffect(() => {
    if (!open) return;
    setScene(0);
    const timer = setInterval(() => setScene((s) => (s + 1) % SCENES.length), SCENE_MS);
    return () => clearInterval(timer);
  }, [open]);
  const { icon: Icon, title, text } = SCENES[scene]!;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group inline-flex items-center gap-3 rounded-full border border-white/20 bg-white/10 py-2 pl-2 pr-5 text-sm font-semibold text-white backdrop-blur transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-300"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-emerald-400 text-slate-950 transition group-hover:scale-105">
          <Play aria-hidden="true" className="size-4 fill-current" />
        </span>
        Watch the teaser
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Thriftz teaser" className="max-w-lg overflow-hidden">
        <div
          role="img"
          aria-label={`${title}. ${text}`}
          className="relative flex aspect-video flex-col items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-slate-950 via-emerald-950 to-slate-900 p-6 text-center"
        >
          <div aria-hidden="true" className="prelaunch-orbit absolute -inset-1/2 bg-[conic-gradient(from_0deg,transparent,rgb(52_211_153/0.25),transparent_40%)]" />
          <div key={scene} className="prelaunch-rise relative">
            <span className="prelaunch-float mx-auto flex size-16 items-center justify-center rounded-2xl bg-emerald-400 text-slate-950 shadow-lg shadow-emerald-500/40">
              <Icon aria-hidden="true" className="size-8" />
            </span>
            <p className="mt-4 text-xl font-bold text-white">{title}</p>
            <p className="mt-1 text-sm text-slate-300">{text}</p>
          </div>
          <ol aria-hidden="true" className="absolute bottom-3 flex gap-1.5">
            {SCENES.map((s, i) => (
              <li key={s.title} className={`h-1.5 rounded-full transition-all ${i === scene ? 'w-6 bg-emerald-300' : 'w-1.5 bg-white/30'}`} />
            ))}
          </ol>
        </div>
      </Dialog>
    </>
  );
}
