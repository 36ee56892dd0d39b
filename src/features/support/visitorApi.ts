import { cancelBookingForAll, queryBookingInfoForAll } from '../../api/serviceCenter';
import type { BookingInfo } from '../../api/types/serviceCenter';
import { supportApi } from './supportApi';
import type { VisitorProof } from './VisitorLookup';

/** A visitor's store bookings, found and cancelled with the mobile and SMS code they prove. */
const visitorApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    getVisitorBookings: build.query<BookingInfo[], VisitorProof>({
      queryFn: (proof) => queryBookingInfoForAll(proof),
      providesTags: ['StoreBookings'],
      keepUnusedDataFor: 0,
    }),
    cancelVisitorBooking: build.mutation<unknown, VisitorProof & { receiveNo: string }>({
      queryFn: (args) => cancelBookingForAll(args),
      invalidatesTags: (_result, error) => (error ? [] : ['StoreBookings', 'StoreSlots']),
    }),
  }),
});

export const {
  useGetVisitorBookingsQuery,
  useLazyGetVisitorBookingsQuery,
  useCancelVisitorBookingMutation,
} = visitorApi;
