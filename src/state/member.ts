import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { memberSessionExpired, userLoggedIn, userLoggedOut } from './events';
import type { MemberInfo } from '../api/types/member';
import { MEMBER_TOKEN_TTL_MS } from './types';

export interface MemberState {
  token: string;
  /** Epoch ms after which the token is no longer valid; 0 when there is none. */
  expire: number;
  chtMemberInfo: MemberInfo | null;
  isLoginCheck: boolean;
}

export const initialMemberState: MemberState = {
  token: '',
  expire: 0,
  chtMemberInfo: null,
  isLoginCheck: false,
};

/** A token counts only before its expiry (spec 01 §3). */
export function isMemberTokenValid(state: MemberState, now: number): boolean {
  return state.token !== '' && state.expire > now;
}

export const memberSlice = createSlice({
  name: 'member',
  initialState: initialMemberState,
  reducers: {
    memberInfoLoaded(state, action: PayloadAction<MemberInfo>) {
      state.chtMemberInfo = action.payload;
    },
    loginCheckStarted(state) {
      state.isLoginCheck = true;
    },
    loginCheckFinished(state) {
      state.isLoginCheck = false;
    },
    sessionExtended(state, action: PayloadAction<{ expire: number }>) {
      if (state.token !== '') state.expire = action.payload.expire;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedIn, (state, action) => {
        state.token = action.payload.token;
        state.expire = action.payload.expire ?? Date.now() + MEMBER_TOKEN_TTL_MS;
        if (action.payload.memberInfo !== undefined)
          state.chtMemberInfo = action.payload.memberInfo;
      })
      .addCase(userLoggedOut, () => initialMemberState)
      .addCase(memberSessionExpired, () => initialMemberState);
  },
  selectors: {
    selectMemberToken: (state) => state.token,
    selectMemberInfo: (state) => state.chtMemberInfo,
  },
});

export const memberActions = memberSlice.actions;
export const { selectMemberToken, selectMemberInfo } = memberSlice.selectors;
