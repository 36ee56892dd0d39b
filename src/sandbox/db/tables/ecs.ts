import type { EcsCategory, EcsEnquiryStatus, EcsLineKind, EcsRole } from '../../../api/types/ecs';

/**
 * Sandbox tables of enterprise self-service (ECS): the company users (an administrator and a
 * staff user of 好客科技), its lines, subscribed and sellable products, enquiries, orders and
 * ECS sessions. Seed rows are in ecsSeed.ts, rules in ecsRules.ts.
 */
export interface EcsUserRow {
  taxId: string;
  userId: string;
  name: string;
  role: EcsRole;
  password: string;
  failedAttempts: number;
  /** ISO time until which the sign-in is locked, or null. */
  lockedUntil: string | null;
}

export interface EcsLineRow {
  taxId: string;
  lineNo: string;
  kind: EcsLineKind;
  productId: string;
  /** The user the line is assigned to; '' for the administrator's pool. */
  assignedTo: string;
  amountDue: number;
  faultOpen: boolean;
}

export interface EcsProductRow {
  id: string;
  category: string;
  name: string;
  description: string;
  monthlyFee: number;
}

export interface EcsEnquiryRow {
  taxId: string;
  reference: string;
  productId: string;
  quantity: number;
  message: string;
  userId: string;
  status: EcsEnquiryStatus;
  createdAt: string;
}

export interface EcsOrderRow {
  taxId: string;
  reference: string;
  productId: string;
  quantity: number;
  userId: string;
  createdAt: string;
  /** Monthly fee times quantity, from the bill month `firstBillMonth` (YYYYMM) on. */
  monthlyCharge: number;
  firstBillMonth: string;
}

/** A fault reported on a company line; it stays open until repaired. */
export interface EcsTicketRow {
  taxId: string;
  id: string;
  lineNo: string;
  code: string;
  description: string;
  contactName: string;
  contactPhone: string;
  userId: string;
  status: 'received' | 'repaired';
  createdAt: string;
}

/** A visit booked at the enterprise service centre. */
export interface EcsBookingRow {
  taxId: string;
  receiveNo: string;
  lineNo: string;
  date: string;
  time: string;
  service: string;
  userId: string;
}

export interface EcsSessionRow {
  token: string;
  taxId: string;
  userId: string;
  expiresAt: string;
}

export interface EcsCompanyRow {
  taxId: string;
  name: string;
  /** The sandbox customer the company is (its member session serves CHTVIP_Enterprise). */
  customerId: string;
}

export interface EcsTables {
  companies: EcsCompanyRow[];
  users: EcsUserRow[];
  lines: EcsLineRow[];
  categories: EcsCategory[];
  subscribed: EcsProductRow[];
  sellable: EcsProductRow[];
  enquiries: EcsEnquiryRow[];
  orders: EcsOrderRow[];
  sessions: EcsSessionRow[];
  /** Absent in a sandbox stored before line service existed (read as empty). */
  tickets?: EcsTicketRow[];
  bookings?: EcsBookingRow[];
}
