import { http, type RequestHandler } from 'msw';
import type { BandwidthChange, BandwidthConfig } from '../../../api/bandwidth';
import type { HinetOtpSent, HinetUsage, HinetUsageKind, StaticIpStatus } from '../../../api/hinet';
import { sandboxNow } from '../../db/clock';
import {
  allocateStaticIp,
  bandwidthConfigOf,
  changeBandwidth,
  changeSessionPassword,
  checkHinetOtp,
  HINET_REFUSALS,
  hinetUsageOf,
  maskMobile,
  releaseStaticIp,
  sendHinetOtp,
  sessionProvedOtp,
  staticIpOf,
  updateStaticIpEmail,
} from '../../db/tables/fixedlineRules';
import { jsonBody, ok, refuse, refuseWith, reply, text } from '../respond';
import { apiUrl, withDevice, type DeviceContext } from '../support';

/** The HiNet broadband calls: static IP, HiNet usage behind an SMS code, speed tier, PPPoE. */

const NOT_BROADBAND = '此門號不是寬頻線路';

function broadband(resolver: (context: DeviceContext) => Response | Promise<Response>) {
  return withDevice((context) =>
    context.device.deviceType === 'broadband' ? resolver(context) : refuse(NOT_BROADBAND),
  );
}

const USAGE_CALLS: [string, HinetUsageKind][] = [
  ['HinetBill/ValueUsage', 'value'],
  ['HinetBill/DataUsage', 'data'],
  ['HinetBill/DialUsage', 'dial'],
];

export const hinetHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Service/Hinet/StaticIpQuery'),
    broadband(({ device }) => reply<StaticIpStatus>(staticIpOf(device.deviceNo))),
  ),
  http.get(
    apiUrl('Service/Hinet/StaticIpAllocate'),
    broadband(({ device }) =>
      reply<StaticIpStatus>(allocateStaticIp(device.deviceNo, sandboxNow())),
    ),
  ),
  http.get(
    apiUrl('Service/Hinet/StaticIpDeallocate'),
    broadband(({ device }) => reply<StaticIpStatus>(releaseStaticIp(device.deviceNo))),
  ),
  http.get(
    apiUrl('Service/Hinet/StaticIpUpdateEmail'),
    broadband(({ request, device }) => {
      const email = text(new URL(request.url).searchParams.get('contactEmail'));
      return reply<StaticIpStatus>(updateStaticIpEmail(device.deviceNo, email));
    }),
  ),
  http.post(
    apiUrl('HinetBill/SendOTP'),
    broadband(({ customer }) => {
      const now = sandboxNow();
      const sent = sendHinetOtp(customer.id, now);
      if (!sent.ok) return refuseWith(sent);
      return ok<HinetOtpSent>({ sentTo: maskMobile(customer.mobile), expiresIn: 300 });
    }),
  ),
  http.post(
    apiUrl('HinetBill/CheckOTP'),
    broadband(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const session = request.headers.get('token') ?? '';
      return reply(checkHinetOtp(customer.id, session, text(body?.otp)));
    }),
  ),
  ...USAGE_CALLS.map(([path, kind]) =>
    http.get(
      apiUrl(path),
      broadband(({ request, device }) => {
        if (!sessionProvedOtp(request.headers.get('token') ?? '')) {
          return refuseWith(HINET_REFUSALS.otpRequired);
        }
        const month = text(new URL(request.url).searchParams.get('month'));
        return ok<HinetUsage>(hinetUsageOf(device.deviceNo, kind, month, sandboxNow()));
      }),
    ),
  ),
  http.get(
    apiUrl('Bandwidth/Config'),
    broadband(({ device }) => ok<BandwidthConfig>(bandwidthConfigOf(device, sandboxNow()))),
  ),
  http.post(
    apiUrl('Bandwidth/Update'),
    broadband(async ({ request, device }) => {
      const body = await jsonBody(request);
      return reply<BandwidthChange>(changeBandwidth(device, text(body?.tierId), sandboxNow()));
    }),
  ),
  http.post(
    apiUrl('UpdateUserSessionPasswords'),
    broadband(async ({ request, device }) => {
      const body = await jsonBody(request);
      const password = typeof body?.password === 'string' ? body.password : '';
      return reply(changeSessionPassword(device.deviceNo, password, sandboxNow()));
    }),
  ),
];
