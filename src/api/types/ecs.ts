import type { BookableSlot } from './serviceCenter';
import type { TroubleCategory } from './trouble';

/**
 * The enterprise self-service (ECS) calls on the enterprise API host. The spec names none of them
 * (docs/api.md marks them "(choice)"): sign-in of a company user, the company, its lines and
 * products, enquiries and orders.
 */

/** An administrator sees every line, orders and manages users; staff see their lines and enquire. */
export type EcsRole = 'admin' | 'staff';

export type EcsLineKind = 'mobile' | 'fixedline' | 'broadband';

export interface EcsUser {
  userId: string;
  name: string;
  role: EcsRole;
}

/** ECS/Login: the session of one user of one company. */
export interface EcsLogin {
  token: string;
  /** Seconds until the session ends. */
  expiresIn: number;
  user: EcsUser;
  companyName: string;
  taxId: string;
}

export interface EcsLine {
  lineNo: string;
  kind: EcsLineKind;
  productId: string;
  productName: string;
  /** The user the line is assigned to (its holder in the company), '' when unassigned. */
  assignedTo: string;
  amountDue: number;
  faultOpen: boolean;
}

/** ECS/Overview: the company's lines at a glance, those the user may see. */
export interface EcsOverview {
  lineCount: number;
  countByKind: Record<EcsLineKind, number>;
  amountDue: number;
  linesWithFaults: string[];
  lines: EcsLine[];
}

export interface EcsSubscribedProduct {
  id: string;
  category: string;
  name: string;
  monthlyFee: number;
  lines: EcsLine[];
}

export interface EcsCategory {
  id: string;
  name: string;
}

/** ECS/SubscribedProducts: per category, the products the company has, with the user's lines. */
export interface EcsSubscribedProducts {
  categories: EcsCategory[];
  products: EcsSubscribedProduct[];
}

export interface EcsSellableProduct {
  id: string;
  category: string;
  name: string;
  description: string;
  monthlyFee: number;
}

/** ECS/SellableProducts: what the company can order; `canOrder` is the user's role speaking. */
export interface EcsSellableProducts {
  categories: EcsCategory[];
  products: EcsSellableProduct[];
  canOrder: boolean;
}

export type EcsEnquiryStatus = 'received' | 'inProgress' | 'answered';

export interface EcsEnquiry {
  reference: string;
  productId: string;
  productName: string;
  quantity: number;
  message: string;
  userId: string;
  status: EcsEnquiryStatus;
  createdAt: string;
}

export interface EcsOrder {
  reference: string;
  productId: string;
  productName: string;
  quantity: number;
  userId: string;
  createdAt: string;
  /** What the order adds to the company's monthly bill (monthly fee times quantity). */
  monthlyCharge: number;
  /** The first bill month (YYYYMM) that carries the charge. */
  firstBillMonth: string;
}

/** ECS/InviteUser: the new staff user and the first password the administrator hands them. */
export interface EcsInvitation {
  user: EcsUser;
  initialPassword: string;
}

export type EcsTicketStatus = 'received' | 'repaired';

/** A fault reported on a company line. */
export interface EcsTicket {
  id: string;
  lineNo: string;
  code: string;
  description: string;
  status: EcsTicketStatus;
  createdAt: string;
}

/** A visit booked at the enterprise service centre about a company line. */
export interface EcsBooking {
  receiveNo: string;
  lineNo: string;
  date: string;
  time: string;
  service: string;
}

/**
 * ECS/LineService: the fault categories of each kind of line, the service centre's times, and
 * the faults and visits of the lines the user may see.
 */
export interface EcsLineService {
  categories: Record<EcsLineKind, TroubleCategory[]>;
  slots: BookableSlot[];
  tickets: EcsTicket[];
  bookings: EcsBooking[];
}

/** ECS/FaultReport: what is wrong with a company line and whom to call (phones comma-joined). */
export interface EcsFaultReport {
  lineNo: string;
  code: string;
  description: string;
  contactName: string;
  contactPhone: string;
}

/** ECS/Company: the company, its users, lines, enquiries and orders as the user may see them. */
export interface EcsCompany {
  companyName: string;
  taxId: string;
  user: EcsUser;
  users: EcsUser[];
  lines: EcsLine[];
  enquiries: EcsEnquiry[];
  orders: EcsOrder[];
}

/** The host's refusal when the ECS session is unknown or over. */
export const ECS_SESSION_ENDED = 'ECS_NOT_SIGNED_IN';

/** Refusal codes of the ECS calls (their texts: enterprise.json `refusals`). */
export const ECS_REFUSALS = [
  'ECS_LOGIN_FAILED',
  'ECS_LOCKED',
  'ECS_NOT_SIGNED_IN',
  'ECS_ROLE',
  'ECS_BAD_REQUEST',
  'ECS_USER_EXISTS',
  'ECS_USER_SELF',
  'ECS_LINE',
  'ECS_FAULT_OPEN',
  'ECS_SLOT_TAKEN',
] as const;

/** Wrong passwords in a row before the sign-in locks, and for how many minutes. */
export const ECS_SIGN_IN_LOCK = { attempts: 5, minutes: 15 } as const;
