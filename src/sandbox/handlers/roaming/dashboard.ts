import type { RequestHandler } from 'msw';
import type { ApplicationProcess } from '../../../api/dashboard';
import { http } from 'msw';
import { type CountryByIp } from '../../../api/types/roaming';
import { db } from '../../db/state';
import { SANDBOX_IP_COUNTRY } from '../../db/tables/roaming';
import { findPass, orderStatus, ordersOf } from '../../db/tables/roamingRules';
import { sandboxNow } from '../../db/clock';
import { apiUrl, withCustomer } from '../support';
import { ok } from '../respond';
import { withRoamingDevice } from './shared';

function applicationsOf(deviceNo: string, now: Date): ApplicationProcess[] {
  const fromOrders: ApplicationProcess[] = ordersOf(deviceNo).map((order) => {
    const done = orderStatus(order, now) !== 'pending';
    return {
      id: order.applicationNo,
      title: findPass(order.packageId)?.name ?? order.packageId,
      deviceNo,
      status: done ? 'completed' : 'inProgress',
      appliedOn: order.orderDate,
      expectedOn: done ? null : order.startDate,
      steps: [
        { key: 'applied', date: order.orderDate, done: true },
        { key: 'activated', date: order.startDate, done },
      ],
    };
  });
  const refused: ApplicationProcess[] = db()
    .roaming.refusedApplications.filter((row) => row.deviceNo === deviceNo)
    .map((row) => ({
      id: row.applicationNo,
      title: findPass(row.packageId)?.name ?? row.packageId,
      deviceNo,
      status: 'refused',
      appliedOn: row.appliedAt.slice(0, 10),
      expectedOn: null,
      steps: [{ key: 'applied', date: row.appliedAt.slice(0, 10), done: true }],
    }));
  return [...fromOrders, ...refused];
}

export const dashboardHandlers: RequestHandler[] = [
  /** The roaming applications of every mobile number of the customer, newest first. */
  http.get(
    apiUrl('dashboard/RoamingProcess'),
    withCustomer(({ customer }) => {
      const now = sandboxNow();
      const numbers = db()
        .devices.filter((row) => row.customerId === customer.id && row.deviceType === 'mobile')
        .map((row) => row.deviceNo);
      return ok<ApplicationProcess[]>(
        numbers
          .flatMap((deviceNo) => applicationsOf(deviceNo, now))
          .sort((a, b) => b.appliedOn.localeCompare(a.appliedOn) || b.id.localeCompare(a.id)),
      );
    }),
  ),

  http.get(
    apiUrl('dashboard/CountryByIp'),
    withRoamingDevice(() => ok<CountryByIp>({ country: SANDBOX_IP_COUNTRY })),
  ),
];
