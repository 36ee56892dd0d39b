import { createAction } from '@reduxjs/toolkit';
import type { Device, MemberInfo } from '../api/types/member';
import type { LoginType } from './types';

/** Actions named as events (design §3). Every per-customer slice resets on userLoggedOut. */
export const userLoggedIn = createAction<{
  token: string;
  /** Epoch ms; defaults to now + MEMBER_TOKEN_TTL_MS. */
  expire?: number;
  loginType: LoginType;
  memberInfo?: MemberInfo | null;
  devices?: Device[];
}>('session/userLoggedIn');

export const userLoggedOut = createAction('session/userLoggedOut');

/** The member token was found past its expiry when read. */
export const memberSessionExpired = createAction('session/memberSessionExpired');

/**
 * A route's screen module has loaded. Dispatched before the screen renders so that slices the
 * module injected (state/store.ts LazyLoadedSlices) hold their initial state from the first render.
 */
export const routeScreenLoaded = createAction<string>('app/routeScreenLoaded');

/** The event through which the chat assistant receives the member token (spec 01 §4). */
export const MEMBER_TOKEN_EVENT = 'portal:member-token';
