import { billMonthOf, taipeiDate } from '../dates';
import { seededRandom } from '../random';
import { DEMO_CUSTOMER_IDS, seedCustomers } from '../seedCustomers';
import { promoterNoOf } from './addons';
import type { FixedlineTables, HinetMonthRow, ParkingTicketRow } from './fixedline';

/** 陳美玲's HiNet line and her landline, the number her parking fees are billed to. */
export const DEMO_HN_LINE = 'HN12345678';
export const DEMO_PARKING_BILLED_TO = '0223456789';
export const HINET_USAGE_MONTHS = 6;
/** NT$ credited to the member for each recommended line installed. */
export const FIXEDLINE_MGM_REWARD = 500;
/** The MOD box on her HN line. */
export const DEMO_MOD_NO = 'M12345678';

/** The value-added services a HiNet account may carry, with their monthly fee. */
const VALUE_SERVICES = [
  { name: 'HiNet 防毒包', amount: 50 },
  { name: 'HiNet 信箱加大', amount: 30 },
  { name: 'HiNet 雲端硬碟', amount: 99 },
] as const;

/** HiNet dial-up access numbers. */
const DIAL_NUMBERS = ['40508888', '40509999'] as const;

function hinetMonths(now: Date): HinetMonthRow[] {
  const today = taipeiDate(now);
  return Array.from({ length: HINET_USAGE_MONTHS }, (_, index) => {
    const month = billMonthOf(today.year, today.month, index - HINET_USAGE_MONTHS);
    const random = seededRandom(`${DEMO_HN_LINE}#hinet#${month}`);
    return {
      deviceNo: DEMO_HN_LINE,
      month,
      value: VALUE_SERVICES.filter((_, service) => service === 0 || random.int(0, 1) === 1).map(
        (service) => ({ ...service }),
      ),
      data: [
        { name: 'download', amount: random.int(180_000, 620_000) },
        { name: 'upload', amount: random.int(25_000, 90_000) },
      ],
      dial: DIAL_NUMBERS.map((name) => ({ name, amount: random.int(0, 90) })),
    };
  });
}

function tickets(now: Date): ParkingTicketRow[] {
  const customerId = DEMO_CUSTOMER_IDS.fixedBroadband;
  const daysAgo = (days: number, hour: number) =>
    new Date(now.getTime() - days * 86_400_000 - hour * 3_600_000).toISOString();
  const unpaid = { customerId, paidAt: null, billedTo: null };
  return [
    {
      ...unpaid,
      carType: 'C',
      carId: 'ABC-1234',
      PMOId: 'TPE',
      slipNo: 'TPE11302001',
      amount: 60,
      place: '臺北市大安區敦化南路二段',
      parkedAt: daysAgo(3, 2),
    },
    {
      ...unpaid,
      carType: 'C',
      carId: 'ABC-1234',
      PMOId: 'TPE',
      slipNo: 'TPE11302002',
      amount: 40,
      place: '臺北市信義區松仁路',
      parkedAt: daysAgo(1, 5),
    },
    {
      ...unpaid,
      carType: 'M',
      carId: 'XYZ-789',
      PMOId: 'TXG',
      slipNo: 'TXG11302003',
      amount: 20,
      place: '臺中市西區公益路',
      parkedAt: daysAgo(2, 3),
    },
    {
      customerId,
      carType: 'C',
      carId: 'ABC-1234',
      PMOId: 'TXG',
      slipNo: 'TXG11301004',
      amount: 30,
      place: '臺中市西區五權路',
      parkedAt: daysAgo(20, 4),
      paidAt: daysAgo(18, 0),
      billedTo: DEMO_PARKING_BILLED_TO,
    },
  ];
}

/** 陳美玲's MOD box on her HN line, and her HiNet account: both reset with a code to her mobile. */
export function seedResetTables(): Pick<
  FixedlineTables,
  'modBoxes' | 'hnAccounts' | 'resetTokens' | 'mobileCodes'
> {
  const customerId = DEMO_CUSTOMER_IDS.fixedBroadband;
  const chen = seedCustomers().find((row) => row.id === customerId);
  const owner = { customerId, pid: chen?.pid ?? '', mobile: chen?.mobile ?? '' };
  return {
    modBoxes: [
      {
        ...owner,
        modNo: DEMO_MOD_NO,
        hnNo: DEMO_HN_LINE,
        verifiedAt: null,
        codeSentAt: null,
        passwordChangedAt: null,
      },
    ],
    hnAccounts: [{ ...owner, hnNo: DEMO_HN_LINE, accountType: 'normal', passwordChangedAt: null }],
    resetTokens: [],
    mobileCodes: [],
  };
}

/** 陳美玲: a HN line with a free static-IP slot, six past months of HiNet use, two cars. */
export function seedFixedlineTables(now: Date): FixedlineTables {
  const customerId = DEMO_CUSTOMER_IDS.fixedBroadband;
  return {
    staticIps: [
      {
        deviceNo: DEMO_HN_LINE,
        hasService: true,
        ip: '',
        contactEmail: 'chen.meiling@example.com',
        allocatedAt: null,
      },
    ],
    hinetMonths: hinetMonths(now),
    hinetOtps: [],
    hinetVerifiedSessions: [],
    sessionPasswords: [],
    parkingCars: [
      { customerId, carType: 'C', carId: 'ABC-1234' },
      { customerId, carType: 'M', carId: 'XYZ-789' },
    ],
    parkingTickets: tickets(now),
    parkingModes: [{ customerId, payMode: 'manual', billedTo: DEMO_PARKING_BILLED_TO }],
    ...seedResetTables(),
    recommendations: [
      {
        recommendationId: 'FMGM000001',
        customerId,
        promoterNo: promoterNoOf(customerId),
        friendName: '林志明',
        friendPhone: '0912345678',
        recommendedAt: new Date(now.getTime() - 40 * 86_400_000).toISOString(),
        status: 'installed',
        reward: FIXEDLINE_MGM_REWARD,
      },
    ],
  };
}
