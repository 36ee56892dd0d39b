/** The cities and counties a postal address can start with. */
export const CITIES = [
  '臺北市',
  '新北市',
  '基隆市',
  '桃園市',
  '新竹市',
  '新竹縣',
  '苗栗縣',
  '臺中市',
  '彰化縣',
  '南投縣',
  '雲林縣',
  '嘉義市',
  '嘉義縣',
  '臺南市',
  '高雄市',
  '屏東縣',
  '宜蘭縣',
  '花蓮縣',
  '臺東縣',
  '澎湖縣',
  '金門縣',
  '連江縣',
] as const;

export interface AddressParts {
  city: string;
  area: string;
  zip: string;
  road: string;
  lane: string;
  alley: string;
  number: string;
  floor: string;
}

export type AddressField = 'city' | 'area' | 'road' | 'lane' | 'alley' | 'number' | 'floor';

/** Message keys (billSettings namespace) of the address fields' rules. */
export type AddressProblem = 'required' | 'digits' | 'number';

const DIGITS = /^\d{1,4}$/;
/** A house number: digits, optionally 之 and digits (12之1), or a hyphen (12-1). */
const HOUSE_NUMBER = /^\d{1,5}([之-]\d{1,3})?$/;

/** Each field's problem, if any; lane, alley and floor are optional. */
export function checkAddress(parts: AddressParts): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  if (parts.city === '') problems.city = 'required';
  if (parts.area === '' || parts.zip === '') problems.area = 'required';
  if (parts.road === '') problems.road = 'required';
  for (const field of ['lane', 'alley', 'floor'] as const) {
    const value = parts[field].trim();
    if (value !== '' && !DIGITS.test(value)) problems[field] = 'digits';
  }
  const number = parts.number.trim();
  if (number === '') problems.number = 'required';
  else if (!HOUSE_NUMBER.test(number)) problems.number = 'number';
  return problems;
}

/** The address as the post writes it: city, district, road, lane 巷, alley 弄, number 號, floor 樓. */
export function composeAddress(parts: AddressParts): string {
  const lane = parts.lane.trim();
  const alley = parts.alley.trim();
  const floor = parts.floor.trim();
  const number = parts.number.trim().replace('-', '之');
  return [
    parts.city,
    parts.area,
    parts.road,
    lane ? `${lane}巷` : '',
    alley ? `${alley}弄` : '',
    number ? `${number}號` : '',
    floor ? `${floor}樓` : '',
  ].join('');
}
