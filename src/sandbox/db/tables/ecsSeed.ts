import { DEMO_CUSTOMER_IDS } from '../seedCustomers';
import type { EcsTables } from './ecs';

export const ECS_DEMO = {
  taxId: '24681358',
  admin: { userId: 'admin', password: 'Haoke-2468' },
  staff: { userId: 'sales01', password: 'Haoke-1357' },
} as const;

const TAX_ID = ECS_DEMO.taxId;

/** 好客科技: two users, six lines on four products in two categories, six products to order. */
export function seedEcsTables(now: Date): EcsTables {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const user = (userId: string, name: string, role: 'admin' | 'staff', password: string) => ({
    taxId: TAX_ID,
    userId,
    name,
    role,
    password,
    failedAttempts: 0,
    lockedUntil: null,
  });
  const line = (
    lineNo: string,
    kind: 'mobile' | 'fixedline' | 'broadband',
    productId: string,
    assignedTo: string,
    amountDue: number,
    faultOpen = false,
  ) => ({ taxId: TAX_ID, lineNo, kind, productId, assignedTo, amountDue, faultOpen });
  return {
    companies: [
      { taxId: TAX_ID, name: '好客科技股份有限公司', customerId: DEMO_CUSTOMER_IDS.enterprise },
    ],
    users: [
      user(ECS_DEMO.admin.userId, '王大同', 'admin', ECS_DEMO.admin.password),
      user(ECS_DEMO.staff.userId, '林小芬', 'staff', ECS_DEMO.staff.password),
    ],
    lines: [
      line('0955123456', 'mobile', 'P-M5G', ECS_DEMO.staff.userId, 999),
      line('0955123457', 'mobile', 'P-M4G', ECS_DEMO.staff.userId, 699),
      line('0955123458', 'mobile', 'P-M5G', '', 999),
      line('0955123459', 'mobile', 'P-M4G', '', 699),
      line('0227911234', 'fixedline', 'P-TEL', '', 580),
      line('88012345', 'broadband', 'P-FIBER', '', 2_400, true),
    ],
    categories: [
      { id: 'mobile', name: '行動通信' },
      { id: 'network', name: '企業網路' },
      { id: 'cloud', name: '雲端與資安' },
    ],
    subscribed: [
      { id: 'P-M5G', category: 'mobile', name: '企業 5G 999', description: '', monthlyFee: 999 },
      { id: 'P-M4G', category: 'mobile', name: '企業 4G 699', description: '', monthlyFee: 699 },
      { id: 'P-TEL', category: 'network', name: '企業市話', description: '', monthlyFee: 580 },
      {
        id: 'P-FIBER',
        category: 'network',
        name: '企業光世代 300M',
        description: '',
        monthlyFee: 2_400,
      },
    ],
    sellable: [
      {
        id: 'S-5GPN',
        category: 'mobile',
        name: '企業 5G 專網',
        description: '廠區專屬 5G 網路，低延遲、資料不出廠',
        monthlyFee: 30_000,
      },
      {
        id: 'S-M1399',
        category: 'mobile',
        name: '企業 5G 1399 吃到飽',
        description: '上網吃到飽，網內互打免費',
        monthlyFee: 1_399,
      },
      {
        id: 'S-FIBER1G',
        category: 'network',
        name: '企業光世代 1G',
        description: '下行 1 Gbps，含固定 IP 8 個',
        monthlyFee: 5_200,
      },
      {
        id: 'S-IPVPN',
        category: 'network',
        name: '企業數據專線 IP-VPN',
        description: '總公司與分點間的專屬網路',
        monthlyFee: 8_800,
      },
      {
        id: 'S-CLOUD',
        category: 'cloud',
        name: '企業雲端主機',
        description: '4 vCPU、16 GB，機房在臺灣',
        monthlyFee: 3_600,
      },
      {
        id: 'S-SEC',
        category: 'cloud',
        name: '企業資安防護',
        description: '網路攻擊偵測與阻擋，全天候監控',
        monthlyFee: 2_000,
      },
    ],
    enquiries: [
      {
        taxId: TAX_ID,
        reference: 'EQ00000001',
        productId: 'S-5GPN',
        quantity: 1,
        message: '新竹廠區 5G 專網評估',
        userId: ECS_DEMO.admin.userId,
        status: 'inProgress',
        createdAt: daysAgo(3),
      },
    ],
    orders: [],
    sessions: [],
    tickets: [],
    bookings: [],
  };
}
