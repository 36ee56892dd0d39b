import { http } from 'msw';
import type {
  AdItem,
  ApplicationProcess,
  KeeperInfo,
  MobileDiscount,
  PremiumService,
  SimplifiedInformation,
} from '../../api/dashboard';
import type { ProjectContract } from '../../api/device';
import { MEMBER_REFUSAL_CODES } from '../../api/types/memberRefusal';
import type { OfficeCode } from '../../api/officeCode';
import { sandboxNow } from '../db/clock';
import { dateOf } from '../db/dates';
import { customerForToken, findDevice, portalDevicesOf, devicesOf } from '../db/sessions';
import { db, mutate } from '../db/state';
import { lineIn } from '../db/tables/mobileRules';
import { lineMayChangePlan } from '../db/tables/mobilePlanRules';
import { paths } from '../../config/paths';
import { LOGIN_LIMITS, withLoginTables } from '../db/tables/login';
import type { ApplicationRow, ContractRow } from '../db/tables/memberArea';
import type { CustomerRow } from '../db/types';
import { tables } from '../db/tables/memberAreaRules';
import { numberSummary } from './householdSummary';
import { apiUrl, withCustomer, withDevice } from './support';
import { ok, refuseWith } from './respond';

export const DASHBOARD_MESSAGES = {
  captchaWrong: '驗證碼錯誤，請重新輸入',
  captchaExpired: '驗證碼已失效，請重新取得',
  installNotFound: '查無符合的裝機申請',
} as const;

type LookupRefusal = keyof typeof DASHBOARD_MESSAGES;

/** A refusal of the no-login lookup, with the code the portal words it by. */
function lookupRefusal(key: LookupRefusal) {
  return refuseWith({ code: MEMBER_REFUSAL_CODES[key], message: DASHBOARD_MESSAGES[key] });
}

function applicationsOf(customer: CustomerRow, kind: ApplicationRow['kind']): ApplicationProcess[] {
  return tables()
    .applications.filter((row) => row.customerId === customer.id && row.kind === kind)
    .map(({ id, title, deviceNo, status, appliedOn, expectedOn, steps, documents, ...rest }) => ({
      id,
      title,
      deviceNo,
      status,
      appliedOn,
      expectedOn,
      steps: steps.map((step) => ({ ...step })),
      ...(documents
        ? {
            documents: documents.map((document) => ({ ...document })),
            documentsDueOn: rest.documentsDueOn ?? null,
          }
        : {}),
    }));
}

/** The rest of the subsidy, pro rata by the days left of the contract (whole NT$). */
function projectContractOf(row: ContractRow): ProjectContract {
  const start = Date.parse(row.contractStart);
  const end = Date.parse(row.contractEnd);
  const today = Date.parse(dateOf(sandboxNow()));
  const left = Math.max(0, Math.min(1, (end - today) / Math.max(1, end - start)));
  return {
    projectCode: row.projectCode,
    projectName: row.projectName,
    contractStart: row.contractStart,
    contractEnd: row.contractEnd,
    subsidy: row.subsidy,
    earlyTerminationFee: Math.round(row.subsidy * left),
  };
}

/** The captcha of CHTMember/AuthTokenWithCaptcha: one use, right or wrong. */
function captchaRefusal(authToken: string, code: string): LookupRefusal | null {
  const now = sandboxNow().getTime();
  return mutate((database): LookupRefusal | null => {
    const row = withLoginTables(database.login).challenges.find(
      (candidate) => candidate.authToken === authToken,
    );
    const open = row && !row.used && now - Date.parse(row.createdAt) < LOGIN_LIMITS.challengeTtlMs;
    if (!row || !open) return 'captchaExpired';
    row.used = true;
    return code.toUpperCase() === row.answer ? null : 'captchaWrong';
  });
}

/**
 * The ad items; the plan change offer is left out for a member's selected line that may not
 * change plan (suspended, or within its contract): it would lead to a refusal.
 */
function adItemsFor(request: Request): AdItem[] {
  const items = tables().adItems.map((row) => ({ ...row }));
  const customer = customerForToken(request.headers.get('token'));
  const device = findDevice(request.headers.get('deviceno') ?? '');
  if (!customer || device?.customerId !== customer.id) return items;
  const line = lineIn(db(), device.deviceNo);
  if (!line || lineMayChangePlan(line, sandboxNow()).ok) return items;
  return items.filter((item) => item.URL !== paths.mobileRateChange);
}

/**
 * The household summary (every number's plan, amount due and data use, from the bill and usage
 * tables), ad items, the three application trackers, keeper info, premium services, fixed-line
 * installation (with a captcha-guarded no-login lookup by number and person id) and office codes.
 */
export const dashboardHandlers = [
  http.get(
    apiUrl('dashboard/SimplifiedInformation'),
    withCustomer(({ customer }) => {
      const numbers = devicesOf(customer.id).map((row) => numberSummary(row, customer));
      const order = portalDevicesOf(customer).map((device) => device.deviceNo);
      numbers.sort((a, b) => order.indexOf(a.deviceNo) - order.indexOf(b.deviceNo));
      return ok<SimplifiedInformation>({
        numbers,
        totalDue: numbers.reduce((total, number) => total + number.amountDue, 0),
        hamiPoint: customer.hamipoint,
      });
    }),
  ),
  http.get(apiUrl('dashboard/SiteCoreADItems'), ({ request }) => ok<AdItem[]>(adItemsFor(request))),
  http.get(
    apiUrl('dashboard/EshopProcess'),
    withCustomer(({ customer }) => ok<ApplicationProcess[]>(applicationsOf(customer, 'eshop'))),
  ),
  http.get(
    apiUrl('dashboard/FixlineProcess'),
    withCustomer(({ customer }) => ok<ApplicationProcess[]>(applicationsOf(customer, 'fixline'))),
  ),
  http.get(
    apiUrl('dashboard/KeeperInfo'),
    withCustomer(({ customer }) => {
      const row = tables().keepers.find((candidate) => candidate.customerId === customer.id);
      return ok<KeeperInfo | null>(
        row ? { name: row.name, phone: row.phone, mail: row.mail } : null,
      );
    }),
  ),
  http.get(
    apiUrl('dashboard/PremiumServices'),
    withCustomer(({ customer }) => {
      const own = devicesOf(customer.id).map((row) => row.deviceNo);
      return ok<PremiumService[]>(
        tables()
          .premiumServices.filter((row) => own.includes(row.deviceNo))
          .map((row) => ({ ...row })),
      );
    }),
  ),
  http.get(
    apiUrl('FixedLine/InstallProcess'),
    withCustomer(({ customer }) => ok<ApplicationProcess[]>(applicationsOf(customer, 'fixline'))),
  ),
  http.get(apiUrl('FixedLine/InstallProcessNoLogin'), ({ request }) => {
    const url = new URL(request.url);
    const refused = captchaRefusal(
      request.headers.get('captcha') ?? '',
      request.headers.get('code') ?? '',
    );
    if (refused) return lookupRefusal(refused);
    const deviceNo = url.searchParams.get('deviceno') ?? '';
    const pid = (url.searchParams.get('pid') ?? '').toUpperCase();
    const found = tables().applications.filter(
      (row) => row.kind === 'fixline' && row.deviceNo === deviceNo && row.pid === pid,
    );
    if (found.length === 0) return lookupRefusal('installNotFound');
    return ok<ApplicationProcess[]>(
      found.map(({ id, title, status, appliedOn, expectedOn, steps }) => ({
        id,
        title,
        deviceNo,
        status,
        appliedOn,
        expectedOn,
        steps,
      })),
    );
  }),
  http.post(apiUrl('FixedLine/logFunctApi'), () => ok<null>(null)),
  http.get(
    apiUrl('device/ProjCustomerCode'),
    withDevice(({ device }) => {
      const row = tables().contracts.find((candidate) => candidate.deviceNo === device.deviceNo);
      return ok<ProjectContract | null>(row ? projectContractOf(row) : null);
    }),
  ),
  http.get(
    apiUrl('dashboard/mobilediscount'),
    withDevice(({ device }) =>
      ok<MobileDiscount[]>(
        tables()
          .discounts.filter((row) => row.deviceNo === device.deviceNo)
          .map(({ name, monthlyAmount, until }) => ({ name, monthlyAmount, until })),
      ),
    ),
  ),
  http.get(apiUrl('Device/OfficeCode'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const city = query.get('city')?.trim() ?? '';
    const district = query.get('district')?.trim() ?? '';
    return ok<OfficeCode[]>(
      tables()
        .officeCodes.filter(
          (row) =>
            (city === '' || row.city === city) && (district === '' || row.district === district),
        )
        .map((row) => ({ ...row })),
    );
  }),
];
