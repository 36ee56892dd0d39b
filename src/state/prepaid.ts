import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from './events';
import { PREPAID_TOKEN_TTL_MS } from './types';

export interface PrepaidState {
  /** Prepaid session token: all digits, else treated as logged out (spec 01 §5). */
  token: string;
  /** The prepaid number (IVR number) the session belongs to. */
  ivrNo: string;
  expire: number;
  language: string;
  rememberMe: boolean;
}

export const initialPrepaidState: PrepaidState = {
  token: '',
  ivrNo: '',
  expire: 0,
  language: 'zh',
  rememberMe: false,
};

export function isPrepaidTokenWellFormed(token: string): boolean {
  return /^\d+$/.test(token);
}

export const prepaidSlice = createSlice({
  name: 'prepaid',
  initialState: initialPrepaidState,
  reducers: {
    prepaidSessionStarted(
      state,
      action: PayloadAction<{
        token: string;
        ivrNo?: string;
        language?: string;
        rememberMe?: boolean;
        expire?: number;
      }>,
    ) {
      if (!isPrepaidTokenWellFormed(action.payload.token)) return initialPrepaidState;
      state.token = action.payload.token;
      state.ivrNo = action.payload.ivrNo ?? state.ivrNo;
      state.language = action.payload.language ?? state.language;
      state.rememberMe = action.payload.rememberMe ?? state.rememberMe;
      state.expire = action.payload.expire ?? Date.now() + PREPAID_TOKEN_TTL_MS;
      return undefined;
    },
    prepaidSessionEnded: () => initialPrepaidState,
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialPrepaidState);
  },
  selectors: {
    selectPrepaidToken: (state) => state.token,
  },
});

export const prepaidActions = prepaidSlice.actions;
export const { selectPrepaidToken } = prepaidSlice.selectors;
