import { describe } from 'vitest';
import {
  campaignAct,
  campaignDraw,
  campaignSignIn,
  getCampaignPurchaseRecord,
  getIdentificationLevel,
} from '../../../src/api/campaign';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'getIdentificationLevel',
    () => getIdentificationLevel({ campaign: 'badminton' }),
    { method: 'GET', path: 'Campaign/IdentificationLevel', query: { campaign: 'badminton' } },
  ],
  [
    'getIdentificationLevel (test period)',
    () => getIdentificationLevel({ campaign: 'baseball-2025', test: true }),
    {
      method: 'GET',
      path: 'Campaign/IdentificationLevel',
      query: { campaign: 'baseball-2025', test: '1' },
    },
  ],
  [
    'campaignSignIn',
    () => campaignSignIn({ campaign: 'badminton' }),
    { method: 'POST', path: 'Campaign/SignIn', body: { campaign: 'badminton' } },
  ],
  [
    'campaignDraw',
    () => campaignDraw({ campaign: 'treasure-hunt-2025' }),
    { method: 'POST', path: 'Campaign/Draw', body: { campaign: 'treasure-hunt-2025' } },
  ],
  [
    'campaignAct',
    () => campaignAct({ campaign: 'baseball-2025', test: true }),
    { method: 'POST', path: 'Campaign/Act', body: { campaign: 'baseball-2025', test: 1 } },
  ],
  [
    'getCampaignPurchaseRecord',
    () => getCampaignPurchaseRecord({ campaign: 'media-zone-2025' }),
    { method: 'GET', path: 'Campaign/PurchaseRecord', query: { campaign: 'media-zone-2025' } },
  ],
];

describe('campaign service', () => {
  describeCalls(rows);
});
