import { describe, expect, it } from 'vitest';
import {
  bookingStore,
  bookingStoreForAll,
  cancelBooking,
  cancelBookingForAll,
  getCurrentWaiting,
  getServiceCenter,
  getServiceCenterList,
  getServiceCenterOtpWithCaptcha,
  getStoreBookableInfo,
  getStoreBookableInfoForAll,
  queryBookingInfo,
  queryBookingInfoForAll,
} from '../../../src/api/serviceCenter';
import { captureRequests, describeCalls, type CallRow } from './callHarness';

const booking = { storeId: 'S01', date: '2025-07-01', time: '10:30', service: 'bill' };

const rows: CallRow[] = [
  [
    'getServiceCenterOtpWithCaptcha',
    () =>
      getServiceCenterOtpWithCaptcha({ mobileNo: '0912345678', captcha: 'cap-1', code: 'x7k2' }),
    {
      method: 'GET',
      path: 'ServiceCenter/GetOTPWithCaptcha',
      target: 'enterprise',
      headers: { mobileno: '0912345678', captcha: 'cap-1', code: 'x7k2' },
    },
  ],
  [
    'getServiceCenter',
    () => getServiceCenter({ id: 'S01' }),
    { method: 'GET', path: 'ServiceCenter/S01', target: 'enterprise' },
  ],
  [
    'getServiceCenterList',
    () => getServiceCenterList({ city: '台北市', district: '' }),
    {
      method: 'GET',
      path: 'ServiceCenter/StoreList',
      target: 'enterprise',
      query: { city: '台北市' },
    },
  ],
  [
    'getStoreBookableInfo',
    () => getStoreBookableInfo({ storeId: 'S01' }),
    {
      method: 'GET',
      path: 'ServiceCenter/StoreBookableInfo',
      target: 'enterprise',
      headers: { storeid: 'S01' },
    },
  ],
  [
    'getStoreBookableInfoForAll',
    () => getStoreBookableInfoForAll({ storeId: 'S01' }),
    {
      method: 'GET',
      path: 'ServiceCenter/StoreBookableInfo_ForAll',
      target: 'enterprise',
      headers: { storeid: 'S01' },
    },
  ],
  [
    'queryBookingInfo',
    () => queryBookingInfo(),
    { method: 'GET', path: 'ServiceCenter/QueryBookingInfo', target: 'enterprise' },
  ],
  [
    'queryBookingInfoForAll',
    () => queryBookingInfoForAll({ mobileNo: '0912345678', otp: ' 246810 ' }),
    {
      method: 'GET',
      path: 'ServiceCenter/QueryBookingInfo_ForAll',
      target: 'enterprise',
      headers: { mobileno: '0912345678', otp: '246810' },
    },
  ],
  [
    'getCurrentWaiting',
    () => getCurrentWaiting({ storeId: 'S01' }),
    {
      method: 'GET',
      path: 'ServiceCenter/CurrentWaiting_apim2',
      target: 'enterprise',
      headers: { storeid: 'S01' },
    },
  ],
  [
    'bookingStore',
    () => bookingStore(booking),
    { method: 'POST', path: 'ServiceCenter/BookingStore', target: 'enterprise', body: booking },
  ],
  [
    'bookingStoreForAll',
    () => bookingStoreForAll({ ...booking, otp: '123456' }),
    {
      method: 'POST',
      path: 'ServiceCenter/BookingStore_ForAll',
      target: 'enterprise',
      body: { ...booking, otp: '123456' },
    },
  ],
  [
    'cancelBooking',
    () => cancelBooking({ receiveNo: 'R-100' }),
    {
      method: 'POST',
      path: 'ServiceCenter/CancelBooking',
      target: 'enterprise',
      body: { receiveno: 'R-100' },
      form: true,
    },
  ],
  [
    'cancelBookingForAll',
    () => cancelBookingForAll({ receiveNo: 'R-100', mobileNo: '0912345678', otp: '246810' }),
    {
      method: 'POST',
      path: 'ServiceCenter/CancelBooking_ForAll',
      target: 'enterprise',
      headers: { mobileno: '0912345678', otp: '246810' },
      body: { receiveno: 'R-100' },
      form: true,
    },
  ],
];

describe('service-centre service', () => {
  describeCalls(rows);

  it('keeps an id from data inside its path segment', async () => {
    const { requests, stop } = await captureRequests();
    await getServiceCenter({ id: '../Admin?x=1' });
    stop();
    expect(requests[0]?.url.pathname).toBe('/enterprise-api/ServiceCenter/..%2FAdmin%3Fx%3D1');
    expect(requests[0]?.url.search).toBe('');
  });
});
