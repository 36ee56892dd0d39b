import {
  configMonthlyShareSetting,
  getMonthlyShareSetting,
  getRealTimeSharedRecord,
  getShareMembersLog,
  getShareProfile,
  shareRealTimeTraffic,
  type MonthlyShareSetting,
  type ShareProfile,
  type ShareRecord,
  type ShareTarget,
} from '../../api/dataShare';
import { portalApi } from '../../state/portalApi';

interface ForDevice {
  deviceNo: string;
}

const api = portalApi.enhanceEndpoints({ addTagTypes: ['DataShare'] });

/** Usage of the giver and of every number it gave to, and the household summary. */
const usageOf = (deviceNo: string, targets: ShareTarget[]) => [
  { type: 'MobileUsage' as const, id: deviceNo },
  ...targets.map((target) => ({ type: 'MobileUsage' as const, id: target.deviceNo })),
  'Household' as const,
];

/**
 * The 5G sharing calls, keyed by the giving number. A gift changes the profile, the records, and
 * the allowances of both numbers (/MobileUsage, home); a monthly setting changes them from the
 * next month, so only its own reads are renewed.
 */
export const dataShareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareProfile: build.query<ShareProfile, ForDevice>({
      queryFn: () => getShareProfile(),
      providesTags: ['DataShare'],
    }),
    getMonthlyShareSetting: build.query<MonthlyShareSetting, ForDevice>({
      queryFn: () => getMonthlyShareSetting(),
      providesTags: ['DataShare'],
    }),
    getRealTimeSharedRecord: build.query<ShareRecord[], ForDevice>({
      queryFn: () => getRealTimeSharedRecord(),
      providesTags: ['DataShare'],
    }),
    getShareMembersLog: build.query<ShareRecord[], ForDevice>({
      queryFn: () => getShareMembersLog(),
      providesTags: ['DataShare'],
    }),
    shareNow: build.mutation<ShareRecord[], ForDevice & { targets: ShareTarget[] }>({
      queryFn: ({ targets }) => shareRealTimeTraffic(targets),
      invalidatesTags: (_result, error, { deviceNo, targets }) => [
        'DataShare',
        ...(error ? [] : usageOf(deviceNo, targets)),
      ],
    }),
    configMonthlyShare: build.mutation<
      MonthlyShareSetting,
      ForDevice & { settings: ShareTarget[] }
    >({
      queryFn: ({ settings }) => configMonthlyShareSetting(settings),
      invalidatesTags: ['DataShare'],
    }),
  }),
});

export const {
  useGetShareProfileQuery,
  useGetMonthlyShareSettingQuery,
  useGetRealTimeSharedRecordQuery,
  useGetShareMembersLogQuery,
  useShareNowMutation,
  useConfigMonthlyShareMutation,
} = dataShareApi;
