import { DAY_MS } from '../dates';
import { DEMO_CUSTOMER_IDS } from '../seedCustomers';
import { taipeiDay, type LoginTables } from './login';

/** The mobile member has checked in on the three days before today (a running streak). */
export function seedLoginTables(now: Date): LoginTables {
  const daysBefore = [3, 2, 1].map((days) => taipeiDay(new Date(now.getTime() - days * DAY_MS)));
  return {
    challenges: [],
    otps: [],
    otpSends: [],
    passwordFailures: [],
    fastLogin: [],
    checkIns: daysBefore.map((day) => ({ customerId: DEMO_CUSTOMER_IDS.mobile, day })),
  };
}
