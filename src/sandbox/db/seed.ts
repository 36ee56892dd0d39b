import { seedBills } from './seedBills';
import {
  PAGE_TREE,
  seedAdBanners,
  seedAnnouncements,
  seedEnterpriseNews,
  seedNews,
} from './seedContent';
import {
  seedCustomers,
  seedDemoAppSessions,
  seedDevices,
  seedPrepaidSubscribers,
  VIP_LEVELS,
} from './seedCustomers';
import { seedBillPayTables } from './tables/billPay';
import { seedBillSettingsTables } from './tables/billSettings';
import { seedDeviceSettingsTables } from './tables/deviceSettings';
import { seedEBillTables } from './tables/ebill';
import { seedLoginTables } from './tables/loginSeed';
import { seedMemberAreaTables } from './tables/memberAreaSeed';
import { seedMobileTables } from './tables/mobileSeed';
import { seedPrepaidCardTables } from './tables/prepaidCards';
import { seedPrepaidPlanTables } from './tables/prepaidPlans';
import { seedPrepaidAccountTables } from './tables/prepaidAccounts';
import { seedOutboxTables } from './tables/outbox';
import { seedChargeTables } from './tables/charges';
import { seedCampaignTables } from './tables/campaignSeed';
import { seedEntertainmentTables } from './tables/entertainmentSeed';
import { seedEcsTables } from './tables/ecsSeed';
import { seedAddonTables } from './tables/addons';
import { seedFixedlineTables } from './tables/fixedlineSeed';
import { seedRoamingTables } from './tables/roamingSeed';
import { seedShellTables } from './tables/shell';
import { seedSupportTables } from './tables/supportSeed';
import { seedUsageTables } from './tables/usageSeed';
import type { SandboxDb } from './types';

export { PAGE_TREE };

/**
 * The whole database as seeded at `now`. Pure and deterministic: the same instant gives the same
 * rows (no Math.random; varied values come from a generator with a fixed seed), and dates are
 * placed relative to `now`.
 */
export function buildSeed(now: Date): SandboxDb {
  const customers = seedCustomers();
  const devices = seedDevices(now);
  const { bills, payments } = seedBills(now, devices, customers);
  return {
    version: 1,
    meta: {
      clockOffsetMs: 0,
      failNext: null,
      slowMode: false,
      sequence: 0,
      seededAt: now.toISOString(),
    },
    customers,
    devices,
    sessions: seedDemoAppSessions(now),
    bills,
    payments,
    vipLevels: VIP_LEVELS.map((level) => ({ ...level })),
    announcements: seedAnnouncements(now),
    news: seedNews(now),
    enterpriseNews: seedEnterpriseNews(now),
    adBanners: seedAdBanners(),
    prepaidSubscribers: seedPrepaidSubscribers(now),
    login: seedLoginTables(now),
    deviceSettings: seedDeviceSettingsTables(now),
    billPay: seedBillPayTables(now),
    billSettings: seedBillSettingsTables(now),
    ebill: seedEBillTables(now),
    usage: seedUsageTables(now),
    prepaidCards: seedPrepaidCardTables(now),
    prepaidPlans: seedPrepaidPlanTables(now),
    prepaidAccounts: seedPrepaidAccountTables(now),
    shell: seedShellTables(),
    roaming: seedRoamingTables(now),
    memberArea: seedMemberAreaTables(now),
    mobile: seedMobileTables(now),
    support: seedSupportTables(now),
    outbox: seedOutboxTables(),
    charges: seedChargeTables(),
    campaigns: seedCampaignTables(now),
    entertainment: seedEntertainmentTables(now),
    ecs: seedEcsTables(now),
    addons: seedAddonTables(now),
    fixedline: seedFixedlineTables(now),
  };
}
