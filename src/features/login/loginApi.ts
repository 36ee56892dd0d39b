import {
  getFastLoginSetting,
  getSignInBoard,
  setFastLoginSetting,
  signInToday,
  type FastLoginSetting,
  type SignInBoard,
} from '../../api/member';
import { portalApi } from '../../state/portalApi';

/** The member's SMS fast-login preference and daily check-in board (default cache time). */
export const loginApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getFastLoginSetting: build.query<FastLoginSetting, undefined>({
      queryFn: () => getFastLoginSetting(),
      providesTags: [{ type: 'Member', id: 'fastLogin' }],
    }),
    saveFastLoginSetting: build.mutation<FastLoginSetting, FastLoginSetting>({
      queryFn: (setting) => setFastLoginSetting(setting),
      async onQueryStarted(_setting, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          void dispatch(loginApi.util.upsertQueryData('getFastLoginSetting', undefined, data));
        }
      },
    }),
    getSignInBoard: build.query<SignInBoard, undefined>({
      queryFn: () => getSignInBoard(),
      providesTags: [{ type: 'Member', id: 'signInBoard' }],
    }),
    checkInToday: build.mutation<SignInBoard, undefined>({
      queryFn: () => signInToday(),
      async onQueryStarted(_nothing, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(loginApi.util.upsertQueryData('getSignInBoard', undefined, data));
      },
    }),
  }),
});

export const {
  useGetFastLoginSettingQuery,
  useSaveFastLoginSettingMutation,
  useGetSignInBoardQuery,
  useCheckInTodayMutation,
} = loginApi;
