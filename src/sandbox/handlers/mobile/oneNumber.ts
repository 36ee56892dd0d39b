import { http, type RequestHandler } from 'msw';
import type { OneNumberAccount } from '../../../api/device';
import { mutate, nextSequence } from '../../db/state';
import { addCompanion, oneNumberAccountOf, removeCompanion } from '../../db/tables/mobileLineRules';
import { apiUrl } from '../support';
import { jsonBody, ok, reply, text } from '../respond';
import { withLine } from './shared';

export const oneNumberHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Device/MergeAcntPrimaryNo'),
    withLine(({ line }) => ok<OneNumberAccount>(oneNumberAccountOf(line))),
  ),
  http.post(
    apiUrl('Device/MergeAcntAdd'),
    withLine(async ({ request, line, now }) => {
      const body = await jsonBody(request);
      const simId = `ON-${String(nextSequence()).padStart(4, '0')}`;
      const outcome = mutate((database) =>
        addCompanion(
          database,
          line,
          {
            kind: text(body?.kind),
            identifier: text(body?.identifier),
            name: text(body?.name),
            simId,
          },
          now,
        ),
      );
      return reply(outcome);
    }),
  ),
  http.post(
    apiUrl('Device/MergeAcntRemove'),
    withLine(async ({ request, line }) => {
      const simId = text((await jsonBody(request))?.simId);
      return reply(mutate(() => removeCompanion(line, simId)));
    }),
  ),
];
