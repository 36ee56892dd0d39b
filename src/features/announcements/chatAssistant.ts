import { trustedChatScriptUrl } from '../../components/html/trustedTypes';

/** The chat assistant starts 500 ms after load and gets the login token 2 s later (spec 01 §9). */
export const CHAT_START_DELAY_MS = 500;
export const CHAT_TOKEN_DELAY_MS = 2000;

/** What the carrier's floating chat script offers once loaded (`window.carrierChatAssistant`). */
export interface ChatAssistantApi {
  setToken: (token: string) => void;
}

/** Loads the script; resolves null when it fails or offers nothing. Never rejects. */
export type ChatScriptLoader = (url: string) => Promise<ChatAssistantApi | null>;

declare global {
  interface Window {
    carrierChatAssistant?: ChatAssistantApi;
  }
}

/** Never on localhost or 127.0.0.1, never inside the apps, never without a configured URL. */
export function shouldLoadChat(context: {
  url: string;
  hostname: string;
  embedded: boolean;
}): boolean {
  const hostname = context.hostname.toLowerCase();
  return (
    context.url.trim() !== '' &&
    !context.embedded &&
    hostname !== 'localhost' &&
    !hostname.endsWith('.localhost') &&
    hostname !== '127.0.0.1' &&
    hostname !== '[::1]'
  );
}

function readApi(value: unknown): ChatAssistantApi | null {
  if (typeof value !== 'object' || value === null) return null;
  const { setToken } = value as Partial<ChatAssistantApi>;
  return typeof setToken === 'function' ? (value as ChatAssistantApi) : null;
}

/**
 * Adds the script tag at the end of the body. A script that fails to load is removed again and
 * changes nothing visible; so does one that loads but offers no `setToken`.
 */
export const loadChatScript: ChatScriptLoader = (url) =>
  new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = trustedChatScriptUrl(url);
    script.async = true;
    script.dataset.portalChat = '';
    script.onload = () => {
      resolve(readApi(window.carrierChatAssistant));
    };
    script.onerror = () => {
      script.remove();
      resolve(null);
    };
    document.body.append(script);
  });

export interface ChatAssistantOptions {
  url: string;
  loader: ChatScriptLoader;
  /** The member token now ('' when not logged in). */
  token: () => string;
  /** Calls back once the page has loaded (at once when it already has). */
  whenLoaded?: (callback: () => void) => () => void;
  /** Where the login check announces a confirmed token (docs/session.md). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The event the login check sends the token with. */
  tokenEvent: string;
}

/** The page's load event, or at once when it has passed. */
export function afterPageLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  window.addEventListener('load', callback, { once: true });
  return () => {
    window.removeEventListener('load', callback);
  };
}

/**
 * Starts the assistant (spec 01 §1): the script 500 ms after the page has loaded, the member's
 * token 2 s after that (as soon as the script is there, if it takes longer), and every token the
 * login check confirms later. Nothing is sent without a token. Returns a stop function that
 * cancels what has not happened yet.
 */
export function startChatAssistant(options: ChatAssistantOptions): () => void {
  const events = options.events ?? window;
  const whenLoaded = options.whenLoaded ?? afterPageLoad;
  let stopped = false;
  let api: ChatAssistantApi | null = null;
  let tokenDue = false;
  let lastSent = '';
  const timers: ReturnType<typeof setTimeout>[] = [];

  const send = (token: string) => {
    if (stopped || api === null || token === '' || token === lastSent) return;
    try {
      api.setToken(token);
      lastSent = token;
    } catch {
      // The assistant is an extra: its failure changes nothing in the portal.
    }
  };

  const onToken = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    const token =
      typeof detail === 'object' && detail !== null ? (detail as { token?: unknown }).token : null;
    if (typeof token === 'string') send(token);
  };

  const start = () => {
    timers.push(
      setTimeout(() => {
        timers.push(
          setTimeout(() => {
            tokenDue = true;
            send(options.token());
          }, CHAT_TOKEN_DELAY_MS),
        );
        options
          .loader(options.url)
          .then((loaded) => {
            if (stopped || loaded === null) return;
            api = loaded;
            events.addEventListener(options.tokenEvent, onToken);
            if (tokenDue) send(options.token());
          })
          .catch(() => {
            // A loader that fails changes nothing visible.
          });
      }, CHAT_START_DELAY_MS),
    );
  };
  const cancelLoadWait = whenLoaded(start);

  return () => {
    stopped = true;
    cancelLoadWait();
    timers.forEach((timer) => {
      clearTimeout(timer);
    });
    events.removeEventListener(options.tokenEvent, onToken);
  };
}
