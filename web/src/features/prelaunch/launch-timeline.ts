/** Spec 3 §2.2: intro to 2 s, charge to 4 s, burst to 6 s, then the reveal's counter. */
export const LAUNCH_TIMELINE = { charge: 2000, burst: 4000, reveal: 6000 } as const;
/** The reveal's counter rises to 100 by 2 every 40 ms. */
export const COUNTER_STEP = 2;
export const COUNTER_TICK_MS = 40;
export const FADE_MS = 600;

export type LaunchPhase = 'intro' | 'charge' | 'burst' | 'reveal' | 'fade';
