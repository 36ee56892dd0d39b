import {
  getTransferCouponLog,
  getUnusedCoupons,
  getUsedCouponLog,
  saveCoupon,
  transferCouponAct,
  transferCouponChk,
  type Coupon,
  type TransferCheck,
  type TransferredCoupon,
  type UsedCoupon,
} from '../../api/coupon';
import {
  getEshopProcess,
  getKeeperInfo,
  getMobileDiscount,
  getPremiumServices,
  getRoamingProcess,
  type ApplicationProcess,
  type KeeperInfo,
  type MobileDiscount,
  type PremiumService,
} from '../../api/dashboard';
import { getProjCustomerCode, type ProjectContract } from '../../api/device';
import { getInstallProcess } from '../../api/fixedLine';
import type { ApiResult } from '../../api/http';
import { getChtMemberInfo, getWebAuthStatus } from '../../api/member';
import type { WebAuthStatus } from '../../api/types/member';
import {
  deleteDssn,
  getChtMemberProfile,
  getHamiPointQrCode,
  getLineBindStatus,
  getMemberBenefits,
  getNotifySettings,
  getPersonalContent,
  redeemBenefit,
  removeChtMemberCache,
  sendMailCode,
  setDssnConfirm,
  setDssnSendCode,
  setNotifySetting,
  unregister,
  updateBirthday,
  updateMail,
  updateName,
  updateNickname,
  type BenefitRedeemed,
  type ChtMemberProfile,
  type HamiPointQrCode,
  type LineBindStatus,
  type LineKind,
  type MemberBenefit,
  type NotifySetting,
  type NotifySettings,
  type PersonalContentItem,
} from '../../api/memberArea';
import { getOfficeCode, type OfficeCode, type OfficeCodeFilter } from '../../api/officeCode';
import { setSsoAuthInfo, type SsoAuthToken, type SsoHandOff } from '../../api/sso';
import { memberActions } from '../../state/member';
import { portalApi } from '../../state/portalApi';
import type { AppDispatch } from '../../state/store';

/** Personal content is cached 3 s (spec 02 §7.2 "cached 3", unit not shown; seconds as elsewhere). */
export const PERSONAL_CONTENT_CACHE_SECONDS = 3;

/**
 * After a profile change the carrier's member cache is dropped and the member info read again,
 * so the header shows the new name at once.
 */
async function afterProfileChange(
  reply: ApiResult<ChtMemberProfile>,
  dispatch: AppDispatch,
): Promise<ApiResult<ChtMemberProfile>> {
  if ('error' in reply) return reply;
  await removeChtMemberCache();
  const info = await getChtMemberInfo();
  if ('data' in info) dispatch(memberActions.memberInfoLoaded(info.data));
  return reply;
}

const api = portalApi.enhanceEndpoints({
  addTagTypes: ['Coupons', 'Benefits', 'Profile', 'LineBind', 'Notify'],
});

/** The member area's endpoints; every one calls the service function of its name. */
export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHamiPointQrCode: build.query<HamiPointQrCode, string>({
      queryFn: () => getHamiPointQrCode(),
      keepUnusedDataFor: 0,
      providesTags: ['Benefits', 'HamiPoints'],
    }),
    getBenefits: build.query<MemberBenefit[], string>({
      queryFn: () => getMemberBenefits(),
      providesTags: ['Benefits'],
    }),
    redeemBenefit: build.mutation<BenefitRedeemed, { code: string; seq: number }>({
      queryFn: (params) => redeemBenefit(params),
      // A redeemed benefit gives a coupon: the unused coupons change too.
      invalidatesTags: ['Benefits', 'Household', 'Coupons', 'HamiPoints'],
    }),
    getPersonalContent: build.query<PersonalContentItem[], string>({
      queryFn: () => getPersonalContent(),
      keepUnusedDataFor: PERSONAL_CONTENT_CACHE_SECONDS,
    }),
    getUnusedCoupons: build.query<Coupon[], string>({
      queryFn: () => getUnusedCoupons(),
      providesTags: ['Coupons'],
    }),
    getUsedCoupons: build.query<UsedCoupon[], string>({
      queryFn: () => getUsedCouponLog(),
      providesTags: ['Coupons'],
    }),
    getTransferredCoupons: build.query<TransferredCoupon[], string>({
      queryFn: () => getTransferCouponLog(),
      providesTags: ['Coupons'],
    }),
    saveCoupon: build.mutation({
      queryFn: (couponNo: string) => saveCoupon({ couponNo }),
      invalidatesTags: ['Coupons'],
    }),
    checkCouponTransfer: build.mutation({
      queryFn: (transferNo: string) => transferCouponChk({ transferNo }),
    }),
    transferCoupon: build.mutation({
      queryFn: (params: { coupon: Coupon; check: TransferCheck }) => transferCouponAct(params),
      invalidatesTags: ['Coupons'],
    }),
    getProfile: build.query<ChtMemberProfile, string>({
      queryFn: () => getChtMemberProfile(),
      providesTags: ['Profile'],
      keepUnusedDataFor: 0,
    }),
    updateName: build.mutation({
      queryFn: async (name: string, { dispatch }) =>
        afterProfileChange(await updateName({ name }), dispatch as AppDispatch),
      invalidatesTags: ['Profile'],
    }),
    updateBirthday: build.mutation({
      queryFn: async (birthday: string, { dispatch }) =>
        afterProfileChange(await updateBirthday({ birthday }), dispatch as AppDispatch),
      invalidatesTags: ['Profile'],
    }),
    updateNickname: build.mutation({
      queryFn: async (nickname: string, { dispatch }) =>
        afterProfileChange(await updateNickname({ nickname }), dispatch as AppDispatch),
      invalidatesTags: ['Profile'],
    }),
    sendMailCode: build.mutation({
      queryFn: (mail: string) => sendMailCode({ mail }),
    }),
    updateMail: build.mutation({
      queryFn: async (params: { mail: string; code: string }, { dispatch }) =>
        afterProfileChange(await updateMail(params), dispatch as AppDispatch),
      invalidatesTags: ['Profile'],
    }),
    getWebAuthStatus: build.query<WebAuthStatus, string>({
      queryFn: () => getWebAuthStatus(),
      providesTags: ['LineBind'],
    }),
    getLineBindStatus: build.query<LineBindStatus, string>({
      queryFn: () => getLineBindStatus(),
      providesTags: ['LineBind'],
      keepUnusedDataFor: 0,
    }),
    sendBindCode: build.mutation({
      queryFn: (params: { kind: LineKind; deviceNo: string; ssn: string }) =>
        setDssnSendCode(params),
    }),
    confirmBind: build.mutation({
      queryFn: (params: { kind: LineKind; deviceNo: string; ssn: string; code: string }) =>
        setDssnConfirm(params),
      invalidatesTags: ['LineBind'],
    }),
    unbindLine: build.mutation({
      queryFn: (deviceNo: string) => deleteDssn({ deviceNo }),
      invalidatesTags: ['LineBind'],
    }),
    getNotifySettings: build.query<NotifySettings, string>({
      queryFn: () => getNotifySettings(),
      providesTags: ['Notify'],
    }),
    setNotifySetting: build.mutation({
      queryFn: (setting: NotifySetting) => setNotifySetting(setting),
      invalidatesTags: ['Notify'],
    }),
    unregisterPush: build.mutation({
      queryFn: (pushId: string) => unregister({ pushId }),
      invalidatesTags: ['Notify'],
    }),
    getEshopProcess: build.query<ApplicationProcess[], string>({
      queryFn: () => getEshopProcess(),
    }),
    getInstallProcess: build.query<ApplicationProcess[], string>({
      queryFn: () => getInstallProcess(),
    }),
    getRoamingProcess: build.query<ApplicationProcess[], string>({
      queryFn: () => getRoamingProcess(),
      providesTags: ['RoamingApplications'],
    }),
    getKeeperInfo: build.query<KeeperInfo | null, string>({
      queryFn: () => getKeeperInfo(),
    }),
    getPremiumServices: build.query<PremiumService[], string>({
      queryFn: () => getPremiumServices(),
    }),
    getProjectContract: build.query<ProjectContract | null, string>({
      queryFn: () => getProjCustomerCode(),
    }),
    getMobileDiscounts: build.query<MobileDiscount[], string>({
      queryFn: () => getMobileDiscount(),
    }),
    getOfficeCodes: build.query<OfficeCode[], OfficeCodeFilter>({
      queryFn: (filter) => getOfficeCode(filter),
    }),
    setSsoAuthInfo: build.mutation<SsoAuthToken, SsoHandOff>({
      queryFn: (handOff) => setSsoAuthInfo(handOff),
    }),
  }),
});

export const {
  useGetHamiPointQrCodeQuery,
  useGetBenefitsQuery,
  useRedeemBenefitMutation,
  useGetPersonalContentQuery,
  useGetUnusedCouponsQuery,
  useGetUsedCouponsQuery,
  useGetTransferredCouponsQuery,
  useSaveCouponMutation,
  useCheckCouponTransferMutation,
  useTransferCouponMutation,
  useGetProfileQuery,
  useUpdateNameMutation,
  useUpdateBirthdayMutation,
  useUpdateNicknameMutation,
  useSendMailCodeMutation,
  useUpdateMailMutation,
  useGetWebAuthStatusQuery,
  useGetLineBindStatusQuery,
  useSendBindCodeMutation,
  useConfirmBindMutation,
  useUnbindLineMutation,
  useGetNotifySettingsQuery,
  useSetNotifySettingMutation,
  useUnregisterPushMutation,
  useGetEshopProcessQuery,
  useGetInstallProcessQuery,
  useGetRoamingProcessQuery,
  useGetKeeperInfoQuery,
  useGetPremiumServicesQuery,
  useGetOfficeCodesQuery,
  useSetSsoAuthInfoMutation,
  useGetProjectContractQuery,
  useGetMobileDiscountsQuery,
} = memberApi;
