import { useCallback, useEffect, useState } from 'react';
import type { SandboxControls } from '../../../state/sandboxControls';

/**
 * The sandbox controls once their module has arrived (import()), whether that failed, and
 * `refresh` to render again after the sandbox changed (its status and outbox are read in render).
 */
export function useSandboxControls(load: () => Promise<SandboxControls>) {
  const [controls, setControls] = useState<SandboxControls | null>(null);
  const [failed, setFailed] = useState(false);
  const [, setRenders] = useState(0);

  useEffect(() => {
    let active = true;
    load().then(
      (loaded) => {
        if (active) setControls(loaded);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [load]);

  const refresh = useCallback(() => {
    setRenders((count) => count + 1);
  }, []);
  return { controls, failed, refresh };
}
