import { useState } from 'react';
import { toast } from 'sonner';

/**
 * Asks the browser where the student is, for the optional location of a post. Coordinates come
 * back as the form's strings, to 6 decimals (about 10 cm: more would only be noise). A refusal
 * or a missing API ends in a toast; the place to meet can still be said in words.
 */
export function useMyLocation(onFound: (latitude: string, longitude: string) => void) {
  const [locating, setLocating] = useState(false);

  const fill = () => {
    if (!('geolocation' in navigator)) {
      toast.error('Your browser cannot share your location.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(position.coords.latitude.toFixed(6), position.coords.longitude.toFixed(6));
      },
      () => {
        setLocating(false);
        toast.error('Could not read your location. Say where to meet in words instead.');
      },
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  };

  return { locating, fill };
}
