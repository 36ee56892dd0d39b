import { clientActions } from '../../state/client';
import type { AppStore } from '../../state/store';

export interface PlatformTraits {
  isIOS: boolean;
  isAndroid: boolean;
  isMobile: boolean;
}

/** What the detection reads; the browser's navigator and matchMedia, or a test's stand-ins. */
export interface PlatformProbe {
  userAgent: string;
  /** Touch points: iPadOS reports itself as a Mac and is told apart by these. */
  maxTouchPoints?: number;
  /** Whether a media query matches (absent: nothing matches). */
  matchMedia?: (query: string) => boolean;
}

const IOS_AGENT = /\b(iPhone|iPad|iPod)\b/i;
const ANDROID_AGENT = /\bAndroid\b/i;
const MOBILE_AGENT =
  /\b(Mobi|Mobile|iPhone|iPad|iPod|Android|IEMobile|Windows Phone|Opera Mini|BlackBerry|webOS)\b/i;
/** A touch screen as the main pointer on a phone-sized viewport (the portal's mobile layout). */
export const MOBILE_MEDIA_QUERY = '(pointer: coarse) and (max-width: 767px)';

/**
 * The platform of the browser (client state isIOS, isAndroid, isMobile; spec 01 §3): by the user
 * agent, plus iPadOS (a Mac with touch points) and, for browsers that ask for the desktop site,
 * a coarse pointer on a phone-sized screen. Never throws.
 */
export function detectPlatform(probe: PlatformProbe): PlatformTraits {
  const agent = probe.userAgent;
  const iPadOs = /\bMacintosh\b/.test(agent) && (probe.maxTouchPoints ?? 0) > 1;
  const isIOS = IOS_AGENT.test(agent) || iPadOs;
  const isAndroid = ANDROID_AGENT.test(agent);
  let mediaSaysMobile = false;
  try {
    mediaSaysMobile = probe.matchMedia?.(MOBILE_MEDIA_QUERY) ?? false;
  } catch {
    mediaSaysMobile = false;
  }
  return {
    isIOS,
    isAndroid,
    isMobile: isIOS || isAndroid || MOBILE_AGENT.test(agent) || mediaSaysMobile,
  };
}

/** The browser's own probe. */
export function browserProbe(): PlatformProbe {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    maxTouchPoints: typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
    matchMedia: (query) =>
      typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  };
}

/**
 * Boot step: records the platform in client state once, as the page starts. isAPP is not
 * the browser's to say: it stays as the embedded launch sets it.
 */
export function recordPlatform(store: AppStore, probe: PlatformProbe = browserProbe()): void {
  store.dispatch(
    clientActions.platformDetected({
      isAPP: store.getState().client.isAPP,
      ...detectPlatform(probe),
    }),
  );
}
