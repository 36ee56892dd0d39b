/**
 * Address reference data of the sandbox (eShop_GetAreasByCity, eShop_GetRoadStreetsByZipCode):
 * six cities with some of their districts, postal codes and roads. The district names and postal
 * codes are the real ones; the road lists are a selection. Static: not part of the database.
 */
export interface SandboxArea {
  areaName: string;
  zipCode: string;
  roads: readonly string[];
}

export const ADDRESS_DATA: Readonly<Record<string, readonly SandboxArea[]>> = {
  臺北市: [
    {
      areaName: '中正區',
      zipCode: '100',
      roads: ['重慶南路一段', '羅斯福路一段', '忠孝西路一段', '南昌路一段', '杭州南路一段'],
    },
    {
      areaName: '大同區',
      zipCode: '103',
      roads: ['迪化街一段', '民生西路', '承德路二段', '南京西路'],
    },
    {
      areaName: '中山區',
      zipCode: '104',
      roads: ['南京東路二段', '中山北路二段', '民權東路二段', '林森北路', '長安東路一段'],
    },
    {
      areaName: '松山區',
      zipCode: '105',
      roads: ['南京東路四段', '八德路四段', '民生東路四段', '敦化北路'],
    },
    {
      areaName: '大安區',
      zipCode: '106',
      roads: [
        '忠孝東路四段',
        '復興南路一段',
        '信義路三段',
        '和平東路二段',
        '範例路一段',
        '敦化南路一段',
      ],
    },
    {
      areaName: '信義區',
      zipCode: '110',
      roads: ['信義路五段', '松仁路', '基隆路一段', '忠孝東路五段'],
    },
    { areaName: '士林區', zipCode: '111', roads: ['中正路', '文林路', '承德路四段', '天母東路'] },
    {
      areaName: '內湖區',
      zipCode: '114',
      roads: ['內湖路一段', '成功路四段', '瑞光路', '測試路', '堤頂大道二段'],
    },
  ],
  新北市: [
    {
      areaName: '板橋區',
      zipCode: '220',
      roads: ['文化路一段', '中山路一段', '縣民大道二段', '四川路二段'],
    },
    { areaName: '三重區', zipCode: '241', roads: ['重新路三段', '正義北路', '三和路四段'] },
    { areaName: '中和區', zipCode: '235', roads: ['中和路', '景平路', '中正路', '連城路'] },
    { areaName: '永和區', zipCode: '234', roads: ['永和路二段', '中正路', '竹林路'] },
    { areaName: '新莊區', zipCode: '242', roads: ['中正路', '思源路', '中華路一段'] },
    { areaName: '新店區', zipCode: '231', roads: ['北新路二段', '中興路三段', '民權路'] },
    { areaName: '淡水區', zipCode: '251', roads: ['中正路', '英專路', '學府路'] },
  ],
  桃園市: [
    { areaName: '桃園區', zipCode: '330', roads: ['中正路', '復興路', '中山路', '經國路'] },
    { areaName: '中壢區', zipCode: '320', roads: ['中央西路二段', '中華路一段', '環中東路'] },
    { areaName: '龜山區', zipCode: '333', roads: ['文化一路', '萬壽路二段', '復興一路'] },
  ],
  臺中市: [
    { areaName: '中區', zipCode: '400', roads: ['自由路二段', '中山路', '台灣大道一段'] },
    {
      areaName: '西區',
      zipCode: '403',
      roads: ['台灣大道二段', '公益路', '民生路', '示範街', '美村路一段'],
    },
    { areaName: '北區', zipCode: '404', roads: ['三民路三段', '學士路', '進化路'] },
    {
      areaName: '西屯區',
      zipCode: '407',
      roads: ['台灣大道三段', '文心路三段', '市政路', '河南路二段'],
    },
    { areaName: '南屯區', zipCode: '408', roads: ['五權西路二段', '公益路二段', '黎明路二段'] },
  ],
  臺南市: [
    { areaName: '中西區', zipCode: '700', roads: ['民生路二段', '中正路', '海安路二段'] },
    { areaName: '東區', zipCode: '701', roads: ['東門路一段', '大學路', '長榮路二段'] },
    { areaName: '安平區', zipCode: '708', roads: ['安平路', '永華路二段', '健康路三段'] },
  ],
  高雄市: [
    { areaName: '新興區', zipCode: '800', roads: ['中正三路', '七賢一路', '民族二路'] },
    { areaName: '前金區', zipCode: '801', roads: ['中正四路', '七賢二路', '成功一路'] },
    { areaName: '苓雅區', zipCode: '802', roads: ['四維三路', '中正一路', '青年一路', '成功一路'] },
    { areaName: '鼓山區', zipCode: '804', roads: ['美術館路', '明華路', '中華一路'] },
    { areaName: '左營區', zipCode: '813', roads: ['博愛二路', '自由二路', '高鐵路'] },
    { areaName: '三民區', zipCode: '807', roads: ['建工路', '九如一路', '大昌二路'] },
  ],
};

export function areasOf(cityName: string): readonly SandboxArea[] {
  return Object.hasOwn(ADDRESS_DATA, cityName) ? (ADDRESS_DATA[cityName] ?? []) : [];
}

export function areaOfZip(zipCode: string): { city: string; area: SandboxArea } | null {
  for (const [city, areas] of Object.entries(ADDRESS_DATA)) {
    const area = areas.find((candidate) => candidate.zipCode === zipCode);
    if (area) return { city, area };
  }
  return null;
}
