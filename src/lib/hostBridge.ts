/**
 * The bridge to the carrier's apps (docs/bridge.md), outgoing side: the iOS message handler, the
 * Android interface, or postMessage to the known target origin (never '*'). The incoming side,
 * messages only from allowed origins and of known shapes, is hostBridgeMessages.ts.
 */
export const IOS_HANDLER = 'portalBridge';
export const ANDROID_INTERFACE = 'PortalBridge';

export type PortalToHost =
  /** Open an app screen by its command code (the command table's codes). */
  | { type: 'navigate'; command: string }
  | { type: 'openExternal'; url: string; sso: boolean }
  | { type: 'close' };

interface BridgeWindow {
  webkit?: {
    messageHandlers?: Record<string, { postMessage: (message: unknown) => void } | undefined>;
  };
  [ANDROID_INTERFACE]?: { postMessage: (message: string) => void };
  parent?: { postMessage: (message: unknown, targetOrigin: string) => void };
}

/** An https origin (or http on localhost) the bridge may post to; '*' and paths never qualify. */
export function isPostableOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return (
      url.origin === origin && (url.protocol === 'https:' || (local && url.protocol === 'http:'))
    );
  } catch {
    return false;
  }
}

/** Sends a message to the host app; false when there is no host to send it to. */
export function sendToHost(
  message: PortalToHost,
  targetOrigin: string,
  target: BridgeWindow = globalThis,
): boolean {
  try {
    const ios = target.webkit?.messageHandlers?.[IOS_HANDLER];
    if (ios) {
      ios.postMessage(message);
      return true;
    }
    const android = target[ANDROID_INTERFACE];
    if (android) {
      android.postMessage(JSON.stringify(message));
      return true;
    }
    if (target.parent && target.parent !== target && isPostableOrigin(targetOrigin)) {
      target.parent.postMessage(message, targetOrigin);
      return true;
    }
  } catch {
    // A native bridge that throws is treated as no bridge at all.
  }
  return false;
}

/** Links the portal opens outside itself: https pages, phone numbers and e-mail (design §9). */
const OPENABLE_PROTOCOLS = new Set(['https:', 'tel:', 'mailto:']);

export function isOpenableLink(url: string): boolean {
  try {
    return OPENABLE_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Whether an external link may carry the single sign-on (its host is on the whitelist). */
export function isSsoHost(url: string, allowSsoHosts: readonly string[]): boolean {
  try {
    const { hostname, protocol } = new URL(url);
    return protocol === 'https:' && allowSsoHosts.includes(hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Opens an external link: through the host app when embedded (marked for single sign-on when
 * its host is whitelisted), otherwise, or when no app answers, in a new browser tab. Links that
 * are not https, tel or mailto are not opened at all; returns whether the link went anywhere.
 */
export function openExternalLink(
  url: string,
  options: { embedded: boolean; targetOrigin: string; allowSsoHosts: readonly string[] },
  target: BridgeWindow & {
    open?: (url: string, name: string, features: string) => unknown;
  } = globalThis,
): boolean {
  if (!isOpenableLink(url)) return false;
  if (options.embedded) {
    const sent = sendToHost(
      { type: 'openExternal', url, sso: isSsoHost(url, options.allowSsoHosts) },
      options.targetOrigin,
      target,
    );
    if (sent) return true;
  }
  if (!target.open) return false;
  target.open(url, '_blank', 'noopener,noreferrer');
  return true;
}

/**
 * The whitelist of single sign-on hosts, asked at most once a minute (spec: cached 60 s). A
 * failed ask (null) gives no hosts and is not cached, so the next link asks again.
 */
export function cachedHostList(fetchHosts: () => Promise<unknown>, ttlMs = 60_000) {
  let cache: { hosts: string[]; at: number } | null = null;
  const hostList = async (now = Date.now()): Promise<string[]> => {
    if (cache && now - cache.at < ttlMs) return cache.hosts;
    const reply = await fetchHosts().catch(() => null);
    if (!Array.isArray(reply)) return [];
    const hosts = reply
      .filter((host): host is string => typeof host === 'string')
      .map((host) => host.trim().toLowerCase());
    cache = { hosts, at: now };
    return hosts;
  };
  /** Drops the cached list (a new page load starts without one). */
  const forget = () => {
    cache = null;
  };
  return Object.assign(hostList, { forget });
}
