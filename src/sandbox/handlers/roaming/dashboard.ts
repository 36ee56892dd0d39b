import type { RequestHandler } from 'msw';
import type { ApplicationProcess } from '../../../api/dashboard';
import { http } from 'msw';
import { type CountryByIp } from '../../../api/types/roaming';
import { db } from '../../db/state';
import { SANDBOX_IP_COUNTRY } from '../../db/tables/roaming';
import { findPass, orderStatus, ordersOf } from '../../db/tables/roamingRules';
import { apiUrl } from '../support';
import { ok } from '../respond';
import { withRoamingDevice } from './shared';

export const dashboardHandlers: RequestHandler[] = [
  http.get(
    apiUrl('dashboard/RoamingProcess'),
    withRoamingDevice(({ device, now }) => {
      const fromOrders: ApplicationProcess[] = ordersOf(device.deviceNo).map((order) => {
        const done = orderStatus(order, now) !== 'pending';
        return {
          id: order.applicationNo,
          title: findPass(order.packageId)?.name ?? order.packageId,
          deviceNo: device.deviceNo,
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
        .roaming.refusedApplications.filter((row) => row.deviceNo === device.deviceNo)
        .map((row) => ({
          id: row.applicationNo,
          title: findPass(row.packageId)?.name ?? row.packageId,
          deviceNo: device.deviceNo,
          status: 'refused',
          appliedOn: row.appliedAt.slice(0, 10),
          expectedOn: null,
          steps: [{ key: 'applied', date: row.appliedAt.slice(0, 10), done: true }],
        }));
      return ok<ApplicationProcess[]>(
        [...fromOrders, ...refused].sort((a, b) => b.appliedOn.localeCompare(a.appliedOn)),
      );
    }),
  ),

  http.get(
    apiUrl('dashboard/CountryByIp'),
    withRoamingDevice(() => ok<CountryByIp>({ country: SANDBOX_IP_COUNTRY })),
  ),
];
