import type { LineKind } from '../../../api/memberArea';
import { MEMBER_REFUSAL_CODES } from '../../../api/types/memberRefusal';
import { refused, type Refused } from '../outcome';
import { sandboxNow } from '../clock';
import { db } from '../state';
import type { MemberAreaTables, ProofCodeRow } from './memberArea';
import { MEMBER_AREA_PROOF_CODE } from './memberArea';
import type { SandboxDb } from '../types';

/** What the member-area sandbox says when it refuses (carrier messages are Traditional Chinese). */
export const MEMBER_AREA_MESSAGES = {
  companyNoPoints: '企業客戶無 Hami Point',
  benefitUnknown: '查無此兌換項目',
  benefitTaken: '此項目已兌換',
  benefitExpired: '此項目已過兌換期限',
  pointsShort: 'Hami Point 點數不足',
  nameInvalid: '姓名需為 1 至 20 個字，不可含特殊符號',
  nicknameInvalid: '暱稱需為 1 至 20 個字，不可含特殊符號',
  mailInvalid: '電子郵件格式不正確',
  mailUnchanged: '新的電子郵件與目前相同',
  birthdayInvalid: '生日格式不正確',
  companyProfile: '企業客戶資料請洽企業客戶服務中心變更',
  ssnInvalid: '身分證號格式不正確',
  lineUnknown: '查無此門號',
  lineKindMismatch: '門號類型與驗證方式不符',
  holderMismatch: '證號與門號申辦人不符',
  boundOther: '此帳號已綁定其他證號，請先解除綁定',
  alreadyBound: '此門號已完成綁定',
  notBound: '此門號尚未綁定',
  codeMissing: '請先取得驗證碼',
  codeWrong: '驗證碼錯誤，請重新輸入',
  codeExpired: '驗證碼已逾時，請重新取得',
  codeLocked: '驗證碼錯誤次數過多，請重新取得驗證碼',
  alreadyInMenu: '此門號已在您的門號清單中',
  lastDevice: '請至少保留一個門號',
  notInMenu: '此門號不在您的門號清單中',
  notifyInvalid: '通知設定不正確',
  billNeedsChannel: '帳單通知至少需保留一種管道',
  pushUnknown: '查無此推播裝置',
  noMail: '尚未設定電子郵件，無法以電子郵件通知',
} as const;

export type MemberAreaMessageKey = keyof typeof MEMBER_AREA_MESSAGES;

const CODES: Partial<Record<MemberAreaMessageKey, string>> = MEMBER_REFUSAL_CODES;

/** A member-area refusal: the carrier's words, with the code the portal words it by, if any. */
export function memberRefusal(key: MemberAreaMessageKey): Refused {
  return refused(MEMBER_AREA_MESSAGES[key], CODES[key]);
}

const PROFILE_TEXT_MAX = 20;
const FORBIDDEN_IN_PROFILE_TEXT = /[\p{Cc}\p{Cf}<>{}[\]\\/"]/u;

/** A name or nickname: 1-20 characters, none of `< > { } [ ] \ / "` nor control characters. */
export function isProfileText(value: string): boolean {
  const length = Array.from(value).length;
  return length > 0 && length <= PROFILE_TEXT_MAX && !FORBIDDEN_IN_PROFILE_TEXT.test(value);
}

export const PROOF_TTL_MS = 5 * 60 * 1000;
export const PROOF_MAX_WRONG = 5;

export const MOBILE_NUMBER = /^09\d{8}$/;
const LANDLINE_NUMBER = /^0[2-8]\d{7,8}$/;
const HN_NUMBER = /^HN\d{8}$/;
const SSN = /^[A-Z0-9]{8,15}$/;

export function isSsn(value: string): boolean {
  return SSN.test(value);
}

export function tables(database: SandboxDb = db()): MemberAreaTables {
  return database.memberArea;
}

/** The device type a proof of `kind` applies to. */
export function deviceTypeForKind(kind: LineKind): 'mobile' | 'fixedline' | 'broadband' {
  if (kind === 'mobile') return 'mobile';
  if (kind === 'hn') return 'broadband';
  return 'fixedline';
}

export function kindForNumber(deviceNo: string): LineKind | null {
  if (MOBILE_NUMBER.test(deviceNo)) return 'mobile';
  if (HN_NUMBER.test(deviceNo)) return 'hn';
  if (LANDLINE_NUMBER.test(deviceNo)) return 'tel';
  return null;
}

export function isLineKind(value: unknown): value is LineKind {
  return value === 'mobile' || value === 'tel' || value === 'hn' || value === 'household';
}

/** Where a code goes, masked: the middle digits of the number hidden. */
export function maskedTarget(deviceNo: string): string {
  return deviceNo.length <= 6
    ? deviceNo
    : `${deviceNo.slice(0, 4)}${'*'.repeat(deviceNo.length - 7)}${deviceNo.slice(-3)}`;
}

/** Replaces any earlier code of the same purpose and line, and records a fresh one. */
export function issueProof(row: Omit<ProofCodeRow, 'code' | 'expiresAt' | 'wrongAttempts'>) {
  const expiresAt = new Date(sandboxNow().getTime() + PROOF_TTL_MS).toISOString();
  return (database: SandboxDb) => {
    const area = tables(database);
    area.proofCodes = area.proofCodes.filter(
      (candidate) =>
        !(
          candidate.purpose === row.purpose &&
          candidate.customerId === row.customerId &&
          candidate.deviceNo === row.deviceNo
        ),
    );
    area.proofCodes.push({ ...row, code: MEMBER_AREA_PROOF_CODE, expiresAt, wrongAttempts: 0 });
  };
}

/**
 * Checks a typed code against the pending proof; a wrong code counts, the 5th voids it, the
 * right one is used up. Returns the refusal, or null when the code matches.
 */
export function consumeProof(
  database: SandboxDb,
  match: Pick<ProofCodeRow, 'purpose' | 'customerId' | 'deviceNo' | 'ssn'>,
  code: string,
): Refused | null {
  const area = tables(database);
  const row = area.proofCodes.find(
    (candidate) =>
      candidate.purpose === match.purpose &&
      candidate.customerId === match.customerId &&
      candidate.deviceNo === match.deviceNo &&
      candidate.ssn === match.ssn,
  );
  if (!row) return memberRefusal('codeMissing');
  if (Date.parse(row.expiresAt) <= sandboxNow().getTime()) return memberRefusal('codeExpired');
  if (row.wrongAttempts >= PROOF_MAX_WRONG) return memberRefusal('codeLocked');
  if (row.code !== code) {
    row.wrongAttempts += 1;
    return memberRefusal(row.wrongAttempts >= PROOF_MAX_WRONG ? 'codeLocked' : 'codeWrong');
  }
  area.proofCodes = area.proofCodes.filter((candidate) => candidate !== row);
  return null;
}
