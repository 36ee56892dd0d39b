import type { i18n as I18n } from 'i18next';
import { toLanguage } from '../../i18n/languages';
import { setLanguage } from '../../i18n/setLanguage';
import { readHostMessage } from '../../lib/hostBridgeMessages';
import type { AppStore } from '../../state/store';

export { allowSsoHosts, openLink } from '../../state/hostLink';

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
  portal: { navigate: (path: string) => unknown; i18n: Pick<I18n, 'changeLanguage'> },
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  ownOrigin: string = globalThis.location.origin,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const { embedded, targetOrigin } = store.getState().client;
    if (!embedded) return;
    const message = readHostMessage(event, allowedHostOrigins(targetOrigin, ownOrigin));
    if (!message) return;
    if (message.type === 'navigate') {
      portal.navigate(message.path);
      return;
    }
    void setLanguage(toLanguage(message.language), { dispatch: store.dispatch, i18n: portal.i18n });
  };
  target.addEventListener('message', onMessage);
  return () => {
    target.removeEventListener('message', onMessage);
  };
}
