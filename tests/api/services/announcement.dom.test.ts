import { describe } from 'vitest';
import {
  getAreasByCity,
  getEnterpriseAppAdBanners,
  getEnterpriseAppNews,
  getEnterprisePageTreeList,
  getRoadStreetsByZipCode,
  getSitecoreAnnouncement,
  getSitecoreNews,
} from '../../../src/api/announcement';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'getEnterpriseAppAdBanners',
    () => getEnterpriseAppAdBanners(),
    { method: 'GET', path: 'Announcement/eShopEnterprise_GetAppAdBanners' },
  ],
  [
    'getSitecoreNews',
    () => getSitecoreNews(),
    { method: 'GET', path: 'Announcement/SitecoreNews' },
  ],
  [
    'getEnterpriseAppNews',
    () => getEnterpriseAppNews(),
    { method: 'GET', path: 'Announcement/eShopEnterprise_GetAppNews' },
  ],
  [
    'getSitecoreAnnouncement',
    () => getSitecoreAnnouncement(),
    { method: 'GET', path: 'Announcement/SitecoreAnnouncement' },
  ],
  [
    'getEnterprisePageTreeList',
    () => getEnterprisePageTreeList(),
    { method: 'GET', path: 'Announcement/eShopEnterprise_GetPageTreeList' },
  ],
  [
    'getAreasByCity',
    () => getAreasByCity({ cityName: '臺北市' }),
    { method: 'POST', path: 'Announcement/eShop_GetAreasByCity', body: { cityName: '臺北市' } },
  ],
  [
    'getRoadStreetsByZipCode',
    () => getRoadStreetsByZipCode({ zipCode: '100' }),
    {
      method: 'POST',
      path: 'Announcement/eShop_GetRoadStreetsByZipCode',
      body: { zipCode: '100' },
    },
  ],
];

describe('announcement and address service', () => {
  describeCalls(rows);
});
