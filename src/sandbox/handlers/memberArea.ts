import { http } from 'msw';
import type {
  BenefitRedeemed,
  ChtMemberProfile,
  HamiPointQrCode,
  MemberBenefit,
  NotifySettings,
  NotifyType,
  PersonalContentItem,
} from '../../api/memberArea';
import type { HamiPoint } from '../../api/types/member';
import { NOTIFY_TYPES } from '../../api/memberArea';
import { sandboxNow } from '../db/clock';
import { dateOf } from '../db/dates';
import { seededRandom } from '../db/random';
import { db, mutate, nextSequence } from '../db/state';
import type { CustomerRow, SandboxDb } from '../db/types';
import {
  isProfileText,
  MEMBER_AREA_MESSAGES as MESSAGES,
  memberRefusal,
  tables,
} from '../db/tables/memberAreaRules';
import { notifyChoiceOf, type BenefitRow } from '../db/tables/memberArea';
import { couponView, giveCoupon } from '../db/tables/couponRules';
import { apiUrl, withCustomer } from './support';
import { jsonBody, ok, refuse, refuseWith, text } from './respond';

const QR_TTL_MS = 5 * 60 * 1000;
const QR_MODULES = 21;

/**
 * The sandbox's stand-in for the carrier's QR picture: a 21x21 pattern with the three finder
 * squares, drawn from the code (the same code gives the same picture). It is not a scannable
 * QR code; the carrier's reply carries the real one.
 */
function qrPicture(code: string): string {
  const random = seededRandom(code);
  const inFinder = (x: number, y: number) =>
    (x < 7 && y < 7) || (x >= QR_MODULES - 7 && y < 7) || (x < 7 && y >= QR_MODULES - 7);
  const finderDark = (x: number, y: number) => {
    const fx = x >= QR_MODULES - 7 ? x - (QR_MODULES - 7) : x;
    const fy = y >= QR_MODULES - 7 ? y - (QR_MODULES - 7) : y;
    const ring = Math.max(Math.abs(fx - 3), Math.abs(fy - 3));
    return ring !== 2;
  };
  let cells = '';
  for (let y = 0; y < QR_MODULES; y += 1) {
    for (let x = 0; x < QR_MODULES; x += 1) {
      const dark = inFinder(x, y) ? finderDark(x, y) : random.next() < 0.5;
      if (dark) cells += `M${x + 2} ${y + 2}h1v1h-1z`;
    }
  }
  const size = QR_MODULES + 4;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="200" height="200" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${cells}" fill="#000"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const BIRTHDAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A company is told apart by a customer id of 8 characters (spec 02 §6). */
export function isCompany(customer: CustomerRow): boolean {
  return customer.pid.length === 8;
}

export function profileOf(customer: CustomerRow): ChtMemberProfile {
  return {
    sn: customer.sn,
    account: customer.account,
    customerId: customer.pid,
    name: customer.name,
    nickname: customer.nickname,
    mobile: customer.mobile,
    mail: customer.mail,
    birthday: customer.birthday,
  };
}

function benefitView(row: BenefitRow, customer: CustomerRow): MemberBenefit {
  return {
    code: row.code,
    seq: row.seq,
    title: row.title,
    points: row.points,
    validUntil: row.validUntil,
    redeemed: row.redeemedBy.includes(customer.id),
  };
}

/** A real calendar day, not after today and at most 120 years ago. */
function isPlausibleBirthday(value: string): boolean {
  const match = BIRTHDAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const today = dateOf(sandboxNow());
  const oldest = Number(today.slice(0, 4)) - 120;
  return real && value <= today && year >= oldest;
}

export function changeCustomer(
  customerId: string,
  change: (row: CustomerRow) => void,
): CustomerRow {
  return mutate((database: SandboxDb) => {
    const row = database.customers.find((candidate) => candidate.id === customerId);
    if (!row) throw new Error(`No sandbox customer ${customerId}`);
    change(row);
    return { ...row };
  });
}

/** A name or nickname change: 1-20 characters, no special symbols; a company's is refused. */
export function profileTextChange(
  field: 'name' | 'nickname',
  invalid: 'nameInvalid' | 'nicknameInvalid',
) {
  return withCustomer(async ({ request, customer }) => {
    if (isCompany(customer)) return refuseWith(memberRefusal('companyProfile'));
    const value = text((await jsonBody(request))?.[field]);
    if (!isProfileText(value)) return refuseWith(memberRefusal(invalid));
    return ok<ChtMemberProfile>(
      profileOf(changeCustomer(customer.id, (row) => (row[field] = value))),
    );
  });
}

function notifyOf(customer: CustomerRow): NotifySettings {
  const area = tables();
  const settings = NOTIFY_TYPES.map((type) => ({
    type,
    ...notifyChoiceOf(db(), customer.id, type),
  }));
  const pushRegistrations = area.pushRegistrations
    .filter((row) => row.customerId === customer.id)
    .map(({ pushId, deviceName, registeredAt }) => ({ pushId, deviceName, registeredAt }));
  return { settings, pushRegistrations };
}

function isNotifyType(value: unknown): value is NotifyType {
  return NOTIFY_TYPES.some((type) => type === value);
}

/**
 * Points and their QR code, benefits (redeeming costs points, once each), personal content, the
 * profile (name and birthday; a company's are changed at its service centre), the member cache,
 * and notification preferences with push registrations.
 */
export const memberAreaHandlers = [
  http.get(
    apiUrl('CHTMember/HamiPoint'),
    withCustomer(({ customer }) => ok<HamiPoint>({ point: customer.hamipoint })),
  ),
  http.get(
    apiUrl('CHTMember/HamiPointQRCode'),
    withCustomer(({ customer }) => {
      if (isCompany(customer)) return refuse(MESSAGES.companyNoPoints);
      const sequence = nextSequence();
      const code = `HAMI:${customer.sn}:${String(sequence).padStart(6, '0')}`;
      return ok<HamiPointQrCode>({
        code,
        image: qrPicture(code),
        expiresAt: new Date(sandboxNow().getTime() + QR_TTL_MS).toISOString(),
        point: customer.hamipoint,
      });
    }),
  ),
  http.get(
    apiUrl('CHTMember/HamiPointBanners'),
    withCustomer(({ customer }) =>
      ok<MemberBenefit[]>(
        isCompany(customer) ? [] : tables().benefits.map((row) => benefitView(row, customer)),
      ),
    ),
  ),
  http.post(
    apiUrl('CHTMember/CHTMemberRedeemBenefit'),
    withCustomer(async ({ request, customer }) => {
      if (isCompany(customer)) return refuse(MESSAGES.companyNoPoints);
      const body = await jsonBody(request);
      const code = text(body?.code);
      const seq = typeof body?.seq === 'number' ? body.seq : Number.NaN;
      const couponNo = `CP${String(nextSequence()).padStart(10, '0')}`;
      const outcome = mutate((database): string | BenefitRedeemed => {
        const row = tables(database).benefits.find(
          (candidate) => candidate.code === code && candidate.seq === seq,
        );
        const owner = database.customers.find((candidate) => candidate.id === customer.id);
        if (!row || !owner) return MESSAGES.benefitUnknown;
        if (row.redeemedBy.includes(customer.id)) return MESSAGES.benefitTaken;
        if (row.validUntil < dateOf(sandboxNow())) return MESSAGES.benefitExpired;
        if (owner.hamipoint < row.points) return MESSAGES.pointsShort;
        owner.hamipoint -= row.points;
        row.redeemedBy.push(customer.id);
        const coupon = giveCoupon(
          database,
          {
            couponNo,
            customerId: customer.id,
            projectName: row.code,
            description: row.title,
            value: 0,
            effectiveEndTime: row.validUntil,
          },
          sandboxNow(),
        );
        return {
          benefit: benefitView(row, owner),
          point: owner.hamipoint,
          coupon: couponView(coupon),
        };
      });
      return typeof outcome === 'string' ? refuse(outcome) : ok<BenefitRedeemed>(outcome);
    }),
  ),
  http.get(
    apiUrl('CHTMember/PersonalContent'),
    withCustomer(() =>
      ok<PersonalContentItem[]>(tables().personalContent.map((row) => ({ ...row }))),
    ),
  ),
  http.get(
    apiUrl('CHTMember/CHTMemberProfile'),
    withCustomer(({ customer }) => ok<ChtMemberProfile>(profileOf(customer))),
  ),
  http.post(apiUrl('CHTMember/UpdateName'), profileTextChange('name', 'nameInvalid')),
  http.post(
    apiUrl('CHTMember/UpdateBirthday'),
    withCustomer(async ({ request, customer }) => {
      if (isCompany(customer)) return refuseWith(memberRefusal('companyProfile'));
      const birthday = text((await jsonBody(request))?.birthday);
      if (!isPlausibleBirthday(birthday)) return refuseWith(memberRefusal('birthdayInvalid'));
      return ok<ChtMemberProfile>(
        profileOf(changeCustomer(customer.id, (row) => (row.birthday = birthday))),
      );
    }),
  ),
  http.post(
    apiUrl('CHTMember/RemoveCHTMemberCache'),
    withCustomer(({ customer }) => {
      mutate((database) => {
        const area = tables(database);
        area.cacheCleared = [
          ...area.cacheCleared.filter((row) => row.customerId !== customer.id),
          { customerId: customer.id, at: sandboxNow().toISOString() },
        ];
      });
      return ok<null>(null);
    }),
  ),
  http.get(
    apiUrl('CHTMember/NotifySettings'),
    withCustomer(({ customer }) => ok<NotifySettings>(notifyOf(customer))),
  ),
  http.post(
    apiUrl('CHTMember/SetNotifySettings'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const type = body?.type;
      const channels = [body?.sms, body?.email, body?.push];
      if (!isNotifyType(type) || !channels.every((value) => typeof value === 'boolean')) {
        return refuse(MESSAGES.notifyInvalid);
      }
      const [sms, email, push] = channels as [boolean, boolean, boolean];
      if (type === 'bill' && !sms && !email && !push) return refuse(MESSAGES.billNeedsChannel);
      if (email && customer.mail === '') return refuse(MESSAGES.noMail);
      mutate((database) => {
        const area = tables(database);
        area.notifySettings = [
          ...area.notifySettings.filter(
            (row) => !(row.customerId === customer.id && row.type === type),
          ),
          { customerId: customer.id, type, sms, email, push },
        ];
      });
      return ok<NotifySettings>(notifyOf(customer));
    }),
  ),
  http.post(
    apiUrl('Profile/Unregister'),
    withCustomer(async ({ request, customer }) => {
      const pushId = text((await jsonBody(request))?.PushId);
      const removed = mutate((database) => {
        const area = tables(database);
        const before = area.pushRegistrations.length;
        area.pushRegistrations = area.pushRegistrations.filter(
          (row) => !(row.customerId === customer.id && row.pushId === pushId),
        );
        return area.pushRegistrations.length < before;
      });
      return removed ? ok<NotifySettings>(notifyOf(customer)) : refuse(MESSAGES.pushUnknown);
    }),
  ),
];
