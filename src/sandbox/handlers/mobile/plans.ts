import { http, type RequestHandler } from 'msw';
import type { RatePlan } from '../../../api/contract';
import type { LocalFeeSuggestion } from '../../../api/device';
import type { RatePlanSuggestion } from '../../../api/mobile';
import { sandboxNow } from '../../db/clock';
import { db, mutate } from '../../db/state';
import { localFeeSuggestionFor, suggestionFor } from '../../db/tables/mobileAdviceRules';
import { changePlan, ratePlanListOf } from '../../db/tables/mobilePlanRules';
import { MOBILE_MESSAGES } from '../../db/tables/mobileRules';
import { apiUrl, withDevice } from '../support';
import { jsonBody, ok, refuse, reply, text } from '../respond';
import { withLine } from './shared';

export const planHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Contract/RatePlanList'),
    withLine(({ line, now }) => ok<RatePlan[]>(ratePlanListOf(line, now))),
  ),
  http.post(
    apiUrl('Contract/RatePlanChange'),
    withLine(async ({ request, line, now }) => {
      const body = await jsonBody(request);
      const outcome = mutate(() =>
        changePlan(
          line,
          { serviceType: text(body?.ServiceType), packageCode: text(body?.PackageCode) },
          now,
        ),
      );
      return reply(outcome);
    }),
  ),
  http.get(
    apiUrl('Mobile/RatePlanSuggestion'),
    withLine(({ line, database, now }) =>
      ok<RatePlanSuggestion>(suggestionFor(database, line, now)),
    ),
  ),
  http.get(
    apiUrl('Device/LocalFeeSuggestion'),
    withDevice(({ device }) =>
      device.deviceType === 'fixedline'
        ? ok<LocalFeeSuggestion>(localFeeSuggestionFor(db(), device, sandboxNow()))
        : refuse(MOBILE_MESSAGES.notLandline),
    ),
  ),
];
