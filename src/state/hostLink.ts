import { getAllowSsoHosts } from '../api/member';
import { cachedHostList, openExternalLink } from '../lib/hostBridge';
import type { AppStore } from './store';

/** The single sign-on whitelist, asked at most once a minute (spec 02 §7.2: cached 60). */
export const allowSsoHosts = cachedHostList(async () => {
  const reply = await getAllowSsoHosts();
  return 'data' in reply ? reply.data : null;
});

/** Opens an external link the way the current mode asks (through the app when embedded). */
export async function openLink(store: AppStore, url: string): Promise<void> {
  const { embedded, targetOrigin } = store.getState().client;
  const hosts = embedded ? await allowSsoHosts() : [];
  openExternalLink(url, { embedded, targetOrigin, allowSsoHosts: hosts });
}
