import type { Image } from '@thriftz/client/generated/model';

/** The store's logo, or its initial on the brand colour when it has none. */
export function StoreLogo({ name, logo, size = 40 }: { name: string; logo: Image | null; size?: number }) {
  if (logo) {
    return (
      <img
        src={logo.thumbUrl}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className="shrink-0 rounded-xl border border-line bg-surface object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-xl bg-primary-soft text-base font-bold text-primary-ink"
    >
      {name.trim().charAt(0).toUpperCase() || 'S'}
    </span>
  );
}
