/** The chat assistant starts 500 ms after load and gets the login token 2 s later (spec 01 §9). */
export const CHAT_START_DELAY_MS = 500;
export const CHAT_TOKEN_DELAY_MS = 2000;

/** What the carrier's floating chat script offers once loaded. */
export interface ChatAssistantApi {
  setToken: (token: string) => void;
}

/** Loads the script; resolves null when it fails or offers nothing. */
export type ChatScriptLoader = (url: string) => Promise<ChatAssistantApi | null>;

declare global {
  interface Window {
    carrierChatAssistant?: ChatAssistantApi;
  }
}

/** Never on localhost or 127.0.0.1, never inside the app, never without a configured URL. */
export function shouldLoadChat(context: {
  url: string;
  hostname: string;
  embedded: boolean;
}): boolean {
  return (
    context.url !== '' &&
    !context.embedded &&
    context.hostname !== 'localhost' &&
    context.hostname !== '127.0.0.1'
  );
}

/** Adds the script tag; a script that fails to load is removed and changes nothing visible. */
export const loadChatScript: ChatScriptLoader = (url) =>
  new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      resolve(window.carrierChatAssistant ?? null);
    };
    script.onerror = () => {
      script.remove();
      resolve(null);
    };
    document.body.append(script);
  });

/** Starts the assistant; returns a stop function that cancels what has not happened yet. */
export function startChatAssistant(options: {
  url: string;
  loader: ChatScriptLoader;
  token: () => string;
}): () => void {
  let stopped = false;
  let tokenTimer: ReturnType<typeof setTimeout> | undefined;
  const startTimer = setTimeout(() => {
    options
      .loader(options.url)
      .then((api) => {
        if (stopped || api === null) return;
        tokenTimer = setTimeout(() => {
          const token = options.token();
          if (!stopped && token !== '') api.setToken(token);
        }, CHAT_TOKEN_DELAY_MS);
      })
      .catch(() => {
        // The assistant is an extra: a failure changes nothing visible.
      });
  }, CHAT_START_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(startTimer);
    if (tokenTimer !== undefined) clearTimeout(tokenTimer);
  };
}
