import type { OfficeCode } from '../../../api/officeCode';

/** The carrier's service-centre office codes (invented addresses and phone numbers). */
export const OFFICE_CODES: readonly OfficeCode[] = [
  {
    code: 'T101',
    name: '台北營運處信義服務中心',
    city: '臺北市',
    district: '信義區',
    address: '臺北市信義區示範路1號',
    phone: '02-2345-0001',
  },
  {
    code: 'T102',
    name: '台北營運處大安服務中心',
    city: '臺北市',
    district: '大安區',
    address: '臺北市大安區範例路一段2號',
    phone: '02-2345-0002',
  },
  {
    code: 'T201',
    name: '北區營運處板橋服務中心',
    city: '新北市',
    district: '板橋區',
    address: '新北市板橋區測試街3號',
    phone: '02-2950-0003',
  },
  {
    code: 'T202',
    name: '北區營運處新店服務中心',
    city: '新北市',
    district: '新店區',
    address: '新北市新店區樣本路4號',
    phone: '02-2910-0004',
  },
  {
    code: 'C301',
    name: '中區營運處台中服務中心',
    city: '臺中市',
    district: '西區',
    address: '臺中市西區示範街5號',
    phone: '04-2320-0005',
  },
  {
    code: 'S401',
    name: '南區營運處高雄服務中心',
    city: '高雄市',
    district: '前金區',
    address: '高雄市前金區範例路6號',
    phone: '07-2510-0006',
  },
  {
    code: 'S402',
    name: '南區營運處台南服務中心',
    city: '臺南市',
    district: '東區',
    address: '臺南市東區測試路7號',
    phone: '06-2740-0007',
  },
];
