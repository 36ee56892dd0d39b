import { useState } from 'react';
import type { ApiError } from '../api/http';
import { isSsoHost } from '../lib/hostBridge';
import { useAppStore } from '../state/hooks';
import { allowSsoHosts, openLink } from '../state/hostLink';

/**
 * Activation at a partner (spec 02 §6): the partner's page opens only when its host is on the
 * single sign-on whitelist, through the host app when embedded, else in a new tab. `opened` is
 * the key of the last link that went out; `failure` says why one did not (`notAllowed`, in the
 * caller's words, when the host is not on the whitelist).
 */
export function usePartnerLink(notAllowed: string) {
  const store = useAppStore();
  const [running, setRunning] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: ApiError } | null>(null);

  async function open(key: string, url: string) {
    if (running) return;
    setRunning(key);
    setOpened(null);
    setFailure(null);
    const hosts = await allowSsoHosts();
    if (isSsoHost(url, hosts)) {
      await openLink(store, url);
      setOpened(key);
    } else {
      setFailure({ key, error: { message: notAllowed } });
    }
    setRunning(null);
  }

  return { running, opened, failure, open };
}

export type PartnerLink = ReturnType<typeof usePartnerLink>;
