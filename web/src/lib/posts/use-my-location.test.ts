import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMyLocation } from './use-my-location';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

/** A geolocation whose answer the test gives, when it wants. */
function stubGeolocation() {
  const pending: { ok?: PositionCallback; fail?: PositionErrorCallback } = {};
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => Object.assign(pending, { ok, fail }),
    },
  });
  return pending;
}

afterEach(() => {
  // @ts-expect-error jsdom has none; the stub is removed again.
  delete navigator.geolocation;
});

describe('useMyLocation', () => {
  it('says so when the browser cannot share a location', () => {
    const onFound = vi.fn();
    const { result } = renderHook(() => useMyLocation(onFound));
    act(() => result.current.fill());
    expect(toast.error).toHaveBeenCalledWith('Your browser cannot share your location.');
    expect(result.current.locating).toBe(false);
    expect(onFound).not.toHaveBeenCalled();
  });

  it('is locating until the answer, then hands over both coordinates to 6 decimals', () => {
    const pending = stubGeolocation();
    const onFound = vi.fn();
    const { result } = renderHook(() => useMyLocation(onFound));

    act(() => result.current.fill());
    expect(result.current.locating).toBe(true);
    act(() => pending.ok!({ coords: { latitude: 12.97161234, longitude: 77.5946 } } as GeolocationPosition));

    expect(result.current.locating).toBe(false);
    expect(onFound).toHaveBeenCalledWith('12.971612', '77.594600');
  });

  it('asks for typed coordinates when the location cannot be read', () => {
    const pending = stubGeolocation();
    const onFound = vi.fn();
    const { result } = renderHook(() => useMyLocation(onFound));

    act(() => result.current.fill());
    act(() => pending.fail!({ code: 1 } as GeolocationPositionError));

    expect(result.current.locating).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Could not read your location. Say where to meet in words instead.');
    expect(onFound).not.toHaveBeenCalled();
  });
});
