import { http } from 'msw';
import type { Coupon, TransferCheck, TransferredCoupon, UsedCoupon } from '../../api/coupon';
import { sandboxNow } from '../db/clock';
import { dateAfter, dateOf } from '../db/dates';
import { hashSeed } from '../db/random';
import { db, mutate, nextSequence } from '../db/state';
import type { CouponRow } from '../db/tables/memberArea';
import type { CustomerRow } from '../db/types';
import { MOBILE_NUMBER, tables } from '../db/tables/memberAreaRules';
import { couponView, giveCoupon, purchaseCoupon, receiverOf } from '../db/tables/couponRules';
import { isCompanyCustomerId } from '../../lib/customer';
import { apiUrl, withCustomer } from './support';
import { jsonBody, ok, refuse, reply, text } from './respond';

export const COUPON_MESSAGES = {
  codeUnknown: '查無此優惠券序號',
  codeTaken: '此優惠券序號已被使用',
  prepaidOnly: '此序號僅限預付卡門號使用',
  receiverFormat: '受贈門號格式不正確',
  receiverUnknown: '受贈門號非本公司行動門號',
  checkFirst: '請先確認受贈門號',
  couponUnavailable: '此優惠券無法轉贈',
  companyNoCoupons: '企業客戶無會員優惠券',
} as const;

/** A transfer check is good for 10 minutes and one transfer. */
export const TRANSFER_CHECK_TTL_MS = 10 * 60 * 1000;

function couponsOf(customer: CustomerRow, status: CouponRow['status']): CouponRow[] {
  return tables().coupons.filter((row) => row.customerId === customer.id && row.status === status);
}

/** A mobile number of this carrier: a member's, a spare line or a prepaid card. */
function isCarrierMobile(number: string): boolean {
  const database = db();
  return (
    database.devices.some((row) => row.deviceNo === number && row.deviceType === 'mobile') ||
    tables(database).spareLines.some(
      (row) => row.deviceNo === number && row.deviceType === 'mobile',
    ) ||
    database.prepaidSubscribers.some((row) => row.number === number)
  );
}

function saveCode(customer: CustomerRow, code: string, forPrepaid: boolean) {
  const outcome = mutate((database): string | CouponRow => {
    const area = tables(database);
    const row = area.couponCodes.find((candidate) => candidate.code === code);
    if (!row) return COUPON_MESSAGES.codeUnknown;
    if (row.savedBy !== null) return COUPON_MESSAGES.codeTaken;
    if (forPrepaid) return COUPON_MESSAGES.prepaidOnly;
    row.savedBy = customer.id;
    const today = sandboxNow();
    const coupon: CouponRow = {
      couponNo: `CP${String(nextSequence()).padStart(10, '0')}`,
      customerId: customer.id,
      projectName: row.projectName,
      description: row.description,
      value: row.value,
      effectiveStartTime: dateOf(today),
      effectiveEndTime: dateAfter(today, row.validDays),
      transferable: true,
      status: 'unused',
      usedAt: null,
      transferNo: null,
      transferredAt: null,
    };
    area.coupons.push(coupon);
    return coupon;
  });
  return typeof outcome === 'string' ? refuse(outcome) : ok<Coupon>(couponView(outcome));
}

/**
 * Coupons: the three lists, saving a printed code once, and a transfer in two steps: the check
 * gives a token for a carrier mobile number; the act with that token moves an unused,
 * transferable coupon out of the giver's list into their transfer log.
 */
export const couponHandlers = [
  http.get(
    apiUrl('Coupon/UnusedCoupons'),
    withCustomer(({ customer }) => {
      const today = dateOf(sandboxNow());
      return ok<Coupon[]>(
        couponsOf(customer, 'unused')
          .filter((row) => row.effectiveEndTime >= today)
          .map(couponView),
      );
    }),
  ),
  http.get(
    apiUrl('Coupon/UsedCouponLog'),
    withCustomer(({ customer }) =>
      ok<UsedCoupon[]>(
        couponsOf(customer, 'used').map((row) => ({
          ...couponView(row),
          usedAt: row.usedAt ?? '',
        })),
      ),
    ),
  ),
  http.get(
    apiUrl('Coupon/TransferCouponLog'),
    withCustomer(({ customer }) =>
      ok<TransferredCoupon[]>(
        couponsOf(customer, 'transferred').map((row) => ({
          ...couponView(row),
          transferNo: row.transferNo ?? '',
          transferredAt: row.transferredAt ?? '',
        })),
      ),
    ),
  ),
  http.post(
    apiUrl('Coupon/SaveCoupon'),
    withCustomer(async ({ request, customer }) =>
      saveCode(customer, text((await jsonBody(request))?.couponno).toUpperCase(), false),
    ),
  ),
  http.post(
    apiUrl('Coupon/SaveCouponForPrePaid'),
    withCustomer(async ({ request, customer }) =>
      saveCode(customer, text((await jsonBody(request))?.couponno).toUpperCase(), true),
    ),
  ),
  http.post(
    apiUrl('Coupon/TransferCoupon_CHK'),
    withCustomer(async ({ request, customer }) => {
      const transferNo = text((await jsonBody(request))?.transferno);
      if (!MOBILE_NUMBER.test(transferNo)) return refuse(COUPON_MESSAGES.receiverFormat);
      if (!isCarrierMobile(transferNo)) return refuse(COUPON_MESSAGES.receiverUnknown);
      const sequence = nextSequence();
      const check = {
        token: `tc-${sequence}-${hashSeed(`${customer.id}#${transferNo}#${sequence}`).toString(36)}`,
        customerId: customer.id,
        transferNo,
        createdAt: sandboxNow().toISOString(),
        used: false,
      };
      mutate((database) => {
        tables(database).transferChecks.push(check);
      });
      return ok<TransferCheck>({ transferNo, token: check.token });
    }),
  ),
  http.post(
    apiUrl('Coupon/TransferCoupon_ACT'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const couponNo = text(body?.couponno);
      const transferNo = text(body?.transferno);
      const token = text(body?.token);
      const now = sandboxNow();
      // The receiver's copy has a number of its own (a coupon number is one holder's).
      const receivedNo = `CP${String(nextSequence()).padStart(10, '0')}`;
      const outcome = mutate((database): string | CouponRow => {
        const area = tables(database);
        const check = area.transferChecks.find(
          (row) =>
            row.token === token &&
            row.customerId === customer.id &&
            row.transferNo === transferNo &&
            !row.used &&
            now.getTime() - Date.parse(row.createdAt) < TRANSFER_CHECK_TTL_MS,
        );
        if (!check) return COUPON_MESSAGES.checkFirst;
        const coupon = area.coupons.find(
          (row) => row.couponNo === couponNo && row.customerId === customer.id,
        );
        if (
          coupon?.status !== 'unused' ||
          !coupon.transferable ||
          coupon.effectiveEndTime < dateOf(now)
        ) {
          return COUPON_MESSAGES.couponUnavailable;
        }
        check.used = true;
        coupon.status = 'transferred';
        coupon.transferNo = transferNo;
        coupon.transferredAt = now.toISOString();
        const receiver = receiverOf(database, transferNo);
        if (receiver) {
          giveCoupon(database, { ...coupon, couponNo: receivedNo, customerId: receiver }, now);
        }
        return coupon;
      });
      if (typeof outcome === 'string') return refuse(outcome);
      return ok<TransferredCoupon>({
        ...couponView(outcome),
        transferNo,
        transferredAt: outcome.transferredAt ?? '',
      });
    }),
  ),
  http.post(
    apiUrl('Coupon/PurchaseCoupon'),
    withCustomer(async ({ request, customer }) => {
      const projectName = text((await jsonBody(request))?.projectName);
      const couponNo = `CP${String(nextSequence()).padStart(10, '0')}`;
      const buyer = { customerId: customer.id, isCompany: isCompanyCustomerId(customer.pid) };
      return reply<Coupon>(
        mutate((database) => purchaseCoupon(database, buyer, projectName, couponNo, sandboxNow())),
      );
    }),
  ),
];
