import { getAllowSsoHosts } from '../../api/member';
import { toLanguage } from '../../i18n/languages';
import { cachedHostList, openExternalLink } from '../../lib/hostBridge';
import { readHostMessage } from '../../lib/hostBridgeMessages';
import { clientActions } from '../../state/client';
import type { AppStore } from '../../state/store';

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

/**
 * The origins a host message may come from: the framing page's (a web host) and the portal's
 * own, which is what a native app's injected `window.postMessage` carries.
 */
export function allowedHostOrigins(targetOrigin: string, ownOrigin: string): string[] {
  return [ownOrigin, targetOrigin].filter((origin) => origin !== '' && origin !== 'null');
}

/**
 * Listens to the host app while embedded: only messages from the allowed origins, and only the
 * known shapes (navigate to a portal path, change the language). Returns a stop function.
 */
export function listenToHost(
  store: AppStore,
  actions: { navigate: (path: string) => unknown; changeLanguage: (language: string) => unknown },
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  ownOrigin: string = globalThis.location.origin,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const { embedded, targetOrigin } = store.getState().client;
    if (!embedded) return;
    const message = readHostMessage(event, allowedHostOrigins(targetOrigin, ownOrigin));
    if (!message) return;
    if (message.type === 'navigate') {
      actions.navigate(message.path);
      return;
    }
    const language = toLanguage(message.language);
    store.dispatch(clientActions.languageChanged(language));
    actions.changeLanguage(language);
  };
  target.addEventListener('message', onMessage);
  return () => {
    target.removeEventListener('message', onMessage);
  };
}
