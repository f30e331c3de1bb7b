import { useState } from 'react';

/** Spec 8's words when the browser has no location at all. */
export const NO_GEOLOCATION = 'Geolocation is not supported by your browser';

/**
 * The phone's location, asked for when the driver taps for it. Spec 8: without location support the
 * spec's words; when the driver (or the browser) refuses, the browser's own message, shown in an alert.
 */
export function useCurrentPosition(onPosition: (latitude: number, longitude: number) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem(NO_GEOLOCATION);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onPosition(Number(coords.latitude.toFixed(6)), Number(coords.longitude.toFixed(6)));
      },
      (error) => {
        setLocating(false);
        setProblem(error.message);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  return { locate, locating, problem };
}
