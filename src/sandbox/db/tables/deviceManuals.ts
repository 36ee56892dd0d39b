/**
 * Sandbox handset manuals (Device/MobileManualList, MobileManualItem, MobileManualClickLog): one
 * manual per handset type of the mobile tables, the same chapters for each (the carrier's text, in
 * Chinese as it writes it), and the click log rows the handler adds.
 */
import type { MobileManual, MobileManualItem } from '../../../api/deviceManual';

export interface ManualClickRow {
  manualId: string;
  itemId: string;
  deviceNo: string;
  at: string;
}

export interface DeviceManualTables {
  manualClicks: ManualClickRow[];
}

export const DEVICE_MANUALS: readonly MobileManual[] = [
  {
    manualId: 'M-IPHONE15',
    devicetype: 'APPLE-IPHONE15',
    brand: 'Apple',
    model: 'iPhone 15',
    updatedOn: '2025-09-20',
  },
  {
    manualId: 'M-PIXEL8',
    devicetype: 'GOOGLE-PIXEL8',
    brand: 'Google',
    model: 'Pixel 8',
    updatedOn: '2025-06-02',
  },
  {
    manualId: 'M-S24',
    devicetype: 'SAMSUNG-S24',
    brand: 'Samsung',
    model: 'Galaxy S24',
    updatedOn: '2025-08-15',
  },
  {
    manualId: 'M-A14',
    devicetype: 'SAMSUNG-A14',
    brand: 'Samsung',
    model: 'Galaxy A14',
    updatedOn: '2024-11-30',
  },
  {
    manualId: 'M-REDMI12C',
    devicetype: 'XIAOMI-REDMI12C',
    brand: 'Xiaomi',
    model: 'Redmi 12C',
    updatedOn: '2024-10-08',
  },
  {
    manualId: 'M-NOKIA3310',
    devicetype: 'NOKIA-3310-3G',
    brand: 'Nokia',
    model: '3310 3G',
    updatedOn: '2023-05-12',
  },
];

export const DEVICE_MANUAL_ITEMS: readonly MobileManualItem[] = [
  {
    itemId: 'apn',
    title: '設定行動上網（APN）',
    steps: [
      '開啟「設定」>「行動網路」。',
      '選擇「存取點名稱」，新增 APN 為 internet。',
      '儲存後重新開機。',
    ],
  },
  {
    itemId: 'volte',
    title: '開啟 VoLTE 高畫質通話',
    steps: ['開啟「設定」>「行動網路」。', '開啟「VoLTE 通話」。', '撥打 123 確認通話品質。'],
  },
  {
    itemId: 'roaming',
    title: '出國前開啟數據漫遊',
    steps: [
      '開啟「設定」>「行動網路」。',
      '開啟「數據漫遊」。',
      '到達目的地後重新開機以連上當地網路。',
    ],
  },
  {
    itemId: 'backup',
    title: '備份通訊錄與照片',
    steps: [
      '開啟「設定」>「帳戶與備份」。',
      '選擇雲端備份並登入帳戶。',
      '選擇要備份的項目後開始備份。',
    ],
  },
];

export function manualById(manualId: string): MobileManual | undefined {
  return DEVICE_MANUALS.find((manual) => manual.manualId === manualId);
}

/** The click table, created on first use (a database saved before it existed has none). */
export function withDeviceManualTables(tables: Partial<DeviceManualTables>): DeviceManualTables {
  tables.manualClicks ??= [];
  return tables as DeviceManualTables;
}
