import {
  bookSignLanguage,
  bookSignLanguageNoLogin,
  cancelSignLanguage,
  cancelSignLanguageNoLogin,
  getSignLanguageBookableInfo,
  getSignLanguageBookableInfoNoLogin,
  getSignLanguageOtpWithCaptcha,
  type SignLanguageBookableInfo,
  type SignLanguageBooking,
  type SignLanguagePayload,
  type SignLanguageVisitor,
} from '../../api/signLanguage';
import { supportApi } from './supportApi';

/** Sign-language video sessions of a member or a visitor (SignLangage, SignLangageNoLogin). */
const signLanguageApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** A member's times and booking (keyed by the member), or a visitor's (by their proof). */
    getSignLanguageInfo: build.query<
      SignLanguageBookableInfo,
      { customer: string } | { visitor: SignLanguageVisitor | null }
    >({
      queryFn: (args) =>
        'customer' in args
          ? getSignLanguageBookableInfo()
          : getSignLanguageBookableInfoNoLogin(args.visitor ?? undefined),
      providesTags: ['SignLanguage'],
      keepUnusedDataFor: 0,
    }),
    sendSignLanguageOtp: build.mutation<
      unknown,
      { mobileNo: string; captcha: string; code: string }
    >({ queryFn: (args) => getSignLanguageOtpWithCaptcha(args) }),
    bookSignLanguage: build.mutation<
      SignLanguageBooking,
      { payload: SignLanguagePayload; visitor: boolean }
    >({
      queryFn: ({ payload, visitor }) =>
        visitor ? bookSignLanguageNoLogin(payload) : bookSignLanguage(payload),
      // A refused time was probably just taken: the times are read again either way.
      invalidatesTags: ['SignLanguage'],
    }),
    cancelSignLanguage: build.mutation<
      unknown,
      { bookingNo: string; visitor: SignLanguageVisitor | null }
    >({
      queryFn: ({ bookingNo, visitor }) =>
        visitor
          ? cancelSignLanguageNoLogin({ bookingNo, ...visitor })
          : cancelSignLanguage({ bookingNo }),
      invalidatesTags: (_result, error) => (error ? [] : ['SignLanguage']),
    }),
  }),
});

export const {
  useGetSignLanguageInfoQuery,
  useLazyGetSignLanguageInfoQuery,
  useSendSignLanguageOtpMutation,
  useBookSignLanguageMutation,
  useCancelSignLanguageMutation,
} = signLanguageApi;
