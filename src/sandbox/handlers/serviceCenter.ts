import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  BookingInfo,
  BookingReceipt,
  CurrentWaiting,
  ServiceCenterInfo,
  StoreBookableInfo,
} from '../../api/types/serviceCenter';
import { STORE_SERVICES } from '../../api/types/serviceCenter';
import { env } from '../../config/env';
import { validateMobile } from '../../lib/validators';
import { sandboxNow } from '../db/clock';
import { customerForToken } from '../db/sessions';
import { db, mutate, nextSequence } from '../db/state';
import { sendSmsTo, sendToCustomer } from '../db/tables/outbox';
import { withSupportTables, type SupportTables } from '../db/tables/support';
import {
  bookingsOf,
  bookStore,
  cancelStoreBooking,
  slotsOf,
  storeOf,
  STORE_REFUSALS,
  toStoreInfo,
  waitingAt,
  type BookingOwner,
} from '../db/tables/supportStoreRules';
import type { CustomerRow } from '../db/types';
import { apiUrl, SANDBOX_MESSAGES } from './support';
import { jsonBody, ok, refuseWith, reply, text } from './respond';
import { sendVisitorCode, visitorCodeOk, VISITOR_CODE_ERRORS } from './visitorCode';

/** What the service-centre calls refuse with. */
export const STORE_ERRORS = {
  ...STORE_REFUSALS,
  ...VISITOR_CODE_ERRORS,
  notLoggedIn: { code: 'NOT_LOGGED_IN', message: SANDBOX_MESSAGES.notLoggedIn },
  badRequest: { code: 'BAD_REQUEST', message: SANDBOX_MESSAGES.badRequest },
} as const;

export const IAM_TOKEN_SECONDS = 600;

function tables(): SupportTables {
  return withSupportTables(db().support);
}

function changeSupport<T>(change: (support: SupportTables) => T): T {
  return mutate((database) => change(withSupportTables(database.support)));
}

/** The enterprise host wants a live bearer token from IamToken and the api-key. */
function enterpriseAllowed(request: Request): boolean {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const now = sandboxNow().getTime();
  return (
    request.headers.get('api-key') === env.enterpriseApiKey &&
    tables().iamTokens.some((row) => row.token === bearer && Date.parse(row.expiresAt) > now)
  );
}

type Resolver = (request: Request, params: Record<string, unknown>) => Response | Promise<Response>;

export function enterprise(resolver: Resolver) {
  return ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
    enterpriseAllowed(request)
      ? resolver(request, params)
      : new HttpResponse(null, { status: 401 });
}

function member(
  resolver: (request: Request, customer: CustomerRow) => Response | Promise<Response>,
) {
  return enterprise((request) => {
    const customer = customerForToken(request.headers.get('token'));
    return customer ? resolver(request, customer) : refuseWith(STORE_ERRORS.notLoggedIn);
  });
}

function visitorOtpOk(mobile: string, otp: string): boolean {
  return visitorCodeOk(tables().storeOtps, mobile, otp);
}

/**
 * Books the slot for the member or visitor (`customerId` '' and their mobile), and confirms it: to
 * a member by their /MyNotifySettings choices, to a visitor by SMS to the mobile they proved.
 */
function book(body: Record<string, unknown>, who: { customerId: string; mobile: string }) {
  const now = sandboxNow();
  const receiveno = `R${String(now.getUTCFullYear())}${String(nextSequence()).padStart(5, '0')}`;
  const booking = {
    receiveno,
    storeId: text(body.storeId),
    date: text(body.date),
    time: text(body.time),
    service: text(body.service),
    ...who,
    payload: body,
  };
  const outcome = changeSupport((support) => bookStore(support, booking, now));
  if (outcome.ok) {
    mutate((database) =>
      who.customerId === ''
        ? sendSmsTo(database, {
            kind: 'visitorBooking',
            to: who.mobile,
            texts: bookedText(booking),
            customerId: '',
            now,
          })
        : sendToCustomer(database, who.customerId, {
            kind: 'bookingUpdate',
            deviceNo: who.mobile,
            text: bookedText(booking),
            now,
          }),
    );
  }
  return reply<BookingReceipt>(outcome);
}

/** The confirmation of a service-centre visit, in every interface language. */
function bookedText({ receiveno, date, time }: { receiveno: string; date: string; time: string }) {
  return {
    'zh-TW': `您已預約門市服務：${date} ${time}，預約編號 ${receiveno}。`,
    en: `Your service centre visit is booked for ${date} ${time}. Booking number ${receiveno}.`,
    id: `Kunjungan pusat layanan Anda dipesan untuk ${date} ${time}. Nomor pemesanan ${receiveno}.`,
    th: `จองการเข้ารับบริการที่ศูนย์บริการแล้ว ${date} ${time} หมายเลขการจอง ${receiveno}`,
    vi: `Đã đặt lịch đến trung tâm dịch vụ lúc ${date} ${time}. Mã đặt lịch ${receiveno}.`,
  };
}

async function receiveNoOf(request: Request): Promise<string> {
  try {
    return text(new URLSearchParams(await request.text()).get('receiveno'));
  } catch {
    return '';
  }
}

function cancel(receiveno: string, owner: BookingOwner): Response {
  return reply(changeSupport((support) => cancelStoreBooking(support, receiveno, owner)));
}

/** A visitor proves the mobile they booked with by its SMS code (headers mobileno, otp). */
function visitorOwner(request: Request): BookingOwner | null {
  const mobile = text(request.headers.get('mobileno'));
  return visitorOtpOk(mobile, text(request.headers.get('otp'))) ? { mobile } : null;
}

const url = (name: string) => apiUrl(`ServiceCenter/${name}`, 'enterprise');

/**
 * Service centres on the enterprise host (docs/sandbox.md "Service centres"): three stores with
 * live queues, slots from tomorrow that one booking takes, members' and visitors' bookings.
 */
export const serviceCenterHandlers: RequestHandler[] = [
  http.post(apiUrl('ServiceCenter/IamToken'), () => {
    const token = `iam-${String(nextSequence())}`;
    const expiresAt = new Date(sandboxNow().getTime() + IAM_TOKEN_SECONDS * 1000).toISOString();
    mutate((database) => {
      const rows = withSupportTables(database.support).iamTokens;
      rows.push({ token, expiresAt });
      rows.splice(0, Math.max(0, rows.length - 20));
    });
    return ok({ access_token: token, expires_in: IAM_TOKEN_SECONDS });
  }),
  http.get(
    url('StoreList'),
    enterprise((request) => {
      const query = new URL(request.url).searchParams;
      const city = text(query.get('city'));
      const district = text(query.get('district'));
      return ok<ServiceCenterInfo[]>(
        tables()
          .stores.filter(
            (row) =>
              (city === '' || row.city === city) && (district === '' || row.district === district),
          )
          .map(toStoreInfo),
      );
    }),
  ),
  http.get(
    url('GetOTPWithCaptcha'),
    enterprise((request) =>
      sendVisitorCode(request, STORE_ERRORS.badMobile, (row) => {
        mutate((database) => {
          withSupportTables(database.support).storeOtps.push(row);
        });
      }),
    ),
  ),
  ...(['StoreBookableInfo', 'StoreBookableInfo_ForAll'] as const).map((name) =>
    http.get(
      url(name),
      enterprise((request) => {
        const storeId = text(request.headers.get('storeid'));
        if (!storeOf(tables(), storeId)) return refuseWith(STORE_ERRORS.storeNotFound);
        return ok<StoreBookableInfo>({
          storeId,
          slots: slotsOf(tables(), storeId, sandboxNow()),
          services: [...STORE_SERVICES],
        });
      }),
    ),
  ),
  http.get(
    url('CurrentWaiting_apim2'),
    enterprise((request) => {
      const store = storeOf(tables(), text(request.headers.get('storeid')));
      return store
        ? ok<CurrentWaiting>(waitingAt(store, sandboxNow()))
        : refuseWith(STORE_ERRORS.storeNotFound);
    }),
  ),
  http.get(
    url('QueryBookingInfo'),
    member((_request, customer) =>
      ok<BookingInfo[]>(bookingsOf(tables(), { customerId: customer.id })),
    ),
  ),
  http.get(
    url('QueryBookingInfo_ForAll'),
    enterprise((request) => {
      const owner = visitorOwner(request);
      if (!owner) return refuseWith(STORE_ERRORS.otpWrong);
      return ok<BookingInfo[]>(bookingsOf(tables(), owner));
    }),
  ),
  http.post(
    url('BookingStore'),
    member(async (request, customer) => {
      const body = await jsonBody(request);
      if (!body) return refuseWith(STORE_ERRORS.badRequest);
      return book(body, { customerId: customer.id, mobile: customer.mobile });
    }),
  ),
  http.post(
    url('BookingStore_ForAll'),
    enterprise(async (request) => {
      const body = await jsonBody(request);
      if (!body) return refuseWith(STORE_ERRORS.badRequest);
      const mobile = text(body.mobile);
      if (!validateMobile(mobile).ok) return refuseWith(STORE_ERRORS.badMobile);
      if (!visitorOtpOk(mobile, text(body.otp))) return refuseWith(STORE_ERRORS.otpWrong);
      return book(body, { customerId: '', mobile });
    }),
  ),
  http.post(
    url('CancelBooking'),
    member(async (request, customer) =>
      cancel(await receiveNoOf(request), { customerId: customer.id }),
    ),
  ),
  http.post(
    url('CancelBooking_ForAll'),
    enterprise(async (request) => {
      const owner = visitorOwner(request);
      if (!owner) return refuseWith(STORE_ERRORS.otpWrong);
      return cancel(await receiveNoOf(request), owner);
    }),
  ),
  http.get(
    url(':id'),
    enterprise((_request, params) => {
      const store = storeOf(tables(), text(params.id));
      return store
        ? ok<ServiceCenterInfo>(toStoreInfo(store))
        : refuseWith(STORE_ERRORS.storeNotFound);
    }),
  ),
];
