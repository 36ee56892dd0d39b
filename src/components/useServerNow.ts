import { useEffect, useState } from 'react';
import { serverNow } from '../state/serverClock';

/**
 * Now by the server's clock (Http/CurrentTime, asked once per page load), read once when the
 * component mounts; null until it is known. `enabled: false` skips the call.
 */
export function useServerNow(enabled = true): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    void serverNow().then((time) => {
      if (active) setNow(time);
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  return now;
}
