import type {
  EcsInvitation,
  EcsCompany,
  EcsEnquiry,
  EcsLine,
  EcsLineKind,
  EcsOrder,
  EcsOverview,
  EcsSellableProducts,
  EcsSubscribedProducts,
  EcsUser,
} from '../../../api/types/ecs';
import { ECS_SIGN_IN_LOCK as ECS_LOCK } from '../../../api/types/ecs';
import { validateEnterpriseProductText } from '../../../lib/validators';
import { billMonthOf, taipeiDate } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import { type EcsTables, type EcsUserRow } from './ecs';

/** What the ECS calls refuse with (the carrier's words; the portal words them by code). */
export const ECS_MESSAGES = {
  loginFailed: { code: 'ECS_LOGIN_FAILED', message: '統一編號、使用者代號或密碼錯誤' },
  locked: {
    code: 'ECS_LOCKED',
    message: `密碼錯誤 ${String(ECS_LOCK.attempts)} 次，帳號鎖定 ${String(ECS_LOCK.minutes)} 分鐘`,
  },
  notSignedIn: { code: 'ECS_NOT_SIGNED_IN', message: '尚未登入企業服務或登入已逾時' },
  role: { code: 'ECS_ROLE', message: '此功能限企業管理者使用' },
  badRequest: { code: 'ECS_BAD_REQUEST', message: '資料格式不正確' },
  userExists: { code: 'ECS_USER_EXISTS', message: '此使用者代號已存在' },
  userSelf: { code: 'ECS_USER_SELF', message: '不可移除自己的帳號' },
} as const;

export const ENQUIRY_MESSAGE_MAX = 200;
export const ORDER_QUANTITY_MAX = 500;

const userOf = (row: EcsUserRow): EcsUser => ({
  userId: row.userId,
  name: row.name,
  role: row.role,
});

/**
 * Tax id, user id (ignoring case) and password. The password is checked only while the user is
 * not locked; the ECS_LOCK.attempts-th wrong one in a row locks the user for ECS_LOCK.minutes.
 */
export function checkEcsSignIn(
  tables: EcsTables,
  params: { taxId: string; userId: string; password: string },
  now: Date,
): Outcome<EcsUser> {
  const row = tables.users.find(
    (user) =>
      user.taxId === params.taxId && user.userId.toLowerCase() === params.userId.toLowerCase(),
  );
  if (!row) return refused(ECS_MESSAGES.loginFailed);
  if (row.lockedUntil && Date.parse(row.lockedUntil) > now.getTime()) {
    return refused(ECS_MESSAGES.locked);
  }
  if (row.password !== params.password) {
    row.failedAttempts += 1;
    if (row.failedAttempts >= ECS_LOCK.attempts) {
      row.failedAttempts = 0;
      row.lockedUntil = new Date(now.getTime() + ECS_LOCK.minutes * 60_000).toISOString();
      return refused(ECS_MESSAGES.locked);
    }
    return refused(ECS_MESSAGES.loginFailed);
  }
  row.failedAttempts = 0;
  row.lockedUntil = null;
  return accepted(userOf(row));
}

export function ecsUser(tables: EcsTables, taxId: string, userId: string): EcsUser | null {
  const row = tables.users.find((user) => user.taxId === taxId && user.userId === userId);
  return row ? userOf(row) : null;
}

/** The lines the user may see: all of the company's for an administrator, their own for staff. */
export function visibleLines(tables: EcsTables, taxId: string, user: EcsUser): EcsLine[] {
  return tables.lines
    .filter((line) => line.taxId === taxId)
    .filter((line) => user.role === 'admin' || line.assignedTo === user.userId)
    .map((line) => ({
      lineNo: line.lineNo,
      kind: line.kind,
      productId: line.productId,
      productName: tables.subscribed.find((product) => product.id === line.productId)?.name ?? '',
      assignedTo: line.assignedTo,
      amountDue: line.amountDue,
      faultOpen: line.faultOpen,
    }));
}

export function ecsOverview(tables: EcsTables, taxId: string, user: EcsUser): EcsOverview {
  const lines = visibleLines(tables, taxId, user);
  const countByKind: Record<EcsLineKind, number> = { mobile: 0, fixedline: 0, broadband: 0 };
  lines.forEach((line) => {
    countByKind[line.kind] += 1;
  });
  return {
    lineCount: lines.length,
    countByKind,
    amountDue: lines.reduce((sum, line) => sum + line.amountDue, 0),
    linesWithFaults: lines.filter((line) => line.faultOpen).map((line) => line.lineNo),
    lines,
  };
}

export function subscribedProducts(
  tables: EcsTables,
  taxId: string,
  user: EcsUser,
): EcsSubscribedProducts {
  const lines = visibleLines(tables, taxId, user);
  const products = tables.subscribed.map((product) => ({
    id: product.id,
    category: product.category,
    name: product.name,
    monthlyFee: product.monthlyFee,
    lines: lines.filter((line) => line.productId === product.id),
  }));
  const used = new Set(products.map((product) => product.category));
  return { categories: tables.categories.filter((category) => used.has(category.id)), products };
}

export function sellableProducts(tables: EcsTables, user: EcsUser): EcsSellableProducts {
  return {
    categories: tables.categories,
    products: tables.sellable.map(({ id, category, name, description, monthlyFee }) => ({
      id,
      category,
      name,
      description,
      monthlyFee,
    })),
    canOrder: user.role === 'admin',
  };
}

const productName = (tables: EcsTables, productId: string) =>
  tables.sellable.find((product) => product.id === productId)?.name ?? '';

function enquiryOf(tables: EcsTables, row: EcsTables['enquiries'][number]): EcsEnquiry {
  const { reference, productId, quantity, message, userId, status, createdAt } = row;
  const name = productName(tables, productId);
  return { reference, productId, productName: name, quantity, message, userId, status, createdAt };
}

function orderOf(tables: EcsTables, row: EcsTables['orders'][number]): EcsOrder {
  const { reference, productId, quantity, userId, createdAt, monthlyCharge, firstBillMonth } = row;
  return {
    reference,
    productId,
    productName: productName(tables, productId),
    quantity,
    userId,
    createdAt,
    monthlyCharge,
    firstBillMonth,
  };
}

function quantityOk(quantity: unknown): quantity is number {
  return (
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= ORDER_QUANTITY_MAX
  );
}

/** Any user may enquire: a known product, a quantity, and text of the enterprise product rule. */
export function addEnquiry(
  tables: EcsTables,
  who: { taxId: string; user: EcsUser },
  params: { productId: string; quantity: unknown; message: string },
  now: Date,
  sequence: number,
): Outcome<EcsEnquiry> {
  const message = params.message.trim();
  if (
    !tables.sellable.some((product) => product.id === params.productId) ||
    !quantityOk(params.quantity) ||
    message.length > ENQUIRY_MESSAGE_MAX ||
    (message !== '' && !validateEnterpriseProductText(message).ok)
  ) {
    return refused(ECS_MESSAGES.badRequest);
  }
  const row = {
    taxId: who.taxId,
    reference: `EQ${String(sequence).padStart(8, '0')}`,
    productId: params.productId,
    quantity: params.quantity,
    message,
    userId: who.user.userId,
    status: 'received' as const,
    createdAt: now.toISOString(),
  };
  tables.enquiries.push(row);
  return accepted(enquiryOf(tables, row));
}

/**
 * Only an administrator orders. The order is charged: its monthly fee times the quantity goes on
 * the company's bill from the next bill month.
 */
export function addOrder(
  tables: EcsTables,
  who: { taxId: string; user: EcsUser },
  params: { productId: string; quantity: unknown },
  now: Date,
  sequence: number,
): Outcome<EcsOrder> {
  if (who.user.role !== 'admin') return refused(ECS_MESSAGES.role);
  const product = tables.sellable.find((row) => row.id === params.productId);
  if (!product || !quantityOk(params.quantity)) return refused(ECS_MESSAGES.badRequest);
  const today = taipeiDate(now);
  const row = {
    taxId: who.taxId,
    reference: `OD${String(sequence).padStart(8, '0')}`,
    productId: params.productId,
    quantity: params.quantity,
    userId: who.user.userId,
    createdAt: now.toISOString(),
    monthlyCharge: product.monthlyFee * params.quantity,
    firstBillMonth: billMonthOf(today.year, today.month, 1),
  };
  tables.orders.push(row);
  return accepted(orderOf(tables, row));
}

const USER_ID_PATTERN = /^[a-z][a-z0-9]{3,19}$/;
const USER_NAME_MAX = 20;

/** The first password of an invited user: one per invitation, told to the administrator once. */
export function initialPasswordFor(sequence: number): string {
  return `Start-${String(sequence).padStart(4, '0')}`;
}

/**
 * An administrator invites a staff user: a new id (4-20 lower-case letters and digits), a name.
 * The user gets a first password, which the administrator hands over; with it and the company's
 * tax id the user signs in at /ECSLogin/<their id>.
 */
export function inviteUser(
  tables: EcsTables,
  who: { taxId: string; user: EcsUser },
  params: { userId: string; name: string },
  sequence: number,
): Outcome<EcsInvitation> {
  if (who.user.role !== 'admin') return refused(ECS_MESSAGES.role);
  const userId = params.userId.toLowerCase();
  const name = params.name.trim();
  if (!USER_ID_PATTERN.test(userId) || name === '' || name.length > USER_NAME_MAX) {
    return refused(ECS_MESSAGES.badRequest);
  }
  if (tables.users.some((user) => user.taxId === who.taxId && user.userId === userId)) {
    return refused(ECS_MESSAGES.userExists);
  }
  const row: EcsUserRow = {
    taxId: who.taxId,
    userId,
    name,
    role: 'staff',
    password: initialPasswordFor(sequence),
    failedAttempts: 0,
    lockedUntil: null,
  };
  tables.users.push(row);
  return accepted({ user: userOf(row), initialPassword: row.password });
}

/** An administrator removes a staff user (not themselves); the user's lines go back to the pool. */
export function removeUser(
  tables: EcsTables,
  who: { taxId: string; user: EcsUser },
  userId: string,
): Outcome {
  if (who.user.role !== 'admin') return refused(ECS_MESSAGES.role);
  if (userId === who.user.userId) return refused(ECS_MESSAGES.userSelf);
  const index = tables.users.findIndex(
    (user) => user.taxId === who.taxId && user.userId === userId,
  );
  if (index < 0) return refused(ECS_MESSAGES.badRequest);
  tables.users.splice(index, 1);
  tables.lines.forEach((line) => {
    if (line.taxId === who.taxId && line.assignedTo === userId) line.assignedTo = '';
  });
  tables.sessions = tables.sessions.filter(
    (session) => !(session.taxId === who.taxId && session.userId === userId),
  );
  return accepted(undefined);
}

/** The company as the user may see it: every user and order for an administrator only. */
export function ecsCompany(tables: EcsTables, taxId: string, user: EcsUser): EcsCompany | null {
  const company = tables.companies.find((row) => row.taxId === taxId);
  if (!company) return null;
  const isAdmin = user.role === 'admin';
  return {
    companyName: company.name,
    taxId,
    user,
    users: isAdmin ? tables.users.filter((row) => row.taxId === taxId).map(userOf) : [user],
    lines: visibleLines(tables, taxId, user),
    enquiries: tables.enquiries
      .filter((row) => row.taxId === taxId && (isAdmin || row.userId === user.userId))
      .map((row) => enquiryOf(tables, row))
      .reverse(),
    orders: isAdmin
      ? tables.orders
          .filter((row) => row.taxId === taxId)
          .map((row) => orderOf(tables, row))
          .reverse()
      : [],
  };
}
