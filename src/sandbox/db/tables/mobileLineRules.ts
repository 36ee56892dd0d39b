import type { CompanionKind, OneNumberAccount, RepairSlip } from '../../../api/device';
import type { SuspendState } from '../../../api/mobile';
import { checkSimId } from '../../../lib/simIds';
import { dateOf } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import type { SandboxDb } from '../types';
import {
  COMPANION_MONTHLY_FEE,
  MAX_COMPANIONS,
  SERVICE_PASSWORD_LOCK_MS,
  SERVICE_PASSWORD_MAX_TRIES,
  type CompanionSimRow,
  type MobileLineRow,
  type RepairSlipRow,
} from './mobile';
import {
  lineRowMayOrder,
  maskNumber,
  MOBILE_ERROR_CODES,
  MOBILE_MESSAGES,
  passwordLockedMessage,
} from './mobileRules';

/** A line's own services: suspension, repair slips, companion SIMs (one number, several devices). */

/** Until when (ISO) the line's service password is locked at `now`; undefined when it is not. */
export function passwordLockedUntil(row: MobileLineRow, now: Date): string | undefined {
  const until = row.passwordLock?.lockedUntil;
  return until && now.getTime() < Date.parse(until) ? until : undefined;
}

/**
 * The service password of the suspension calls: the right one clears the count of wrong tries;
 * the SERVICE_PASSWORD_MAX_TRIES-th wrong one in a row locks the password for
 * SERVICE_PASSWORD_LOCK_MS, during which even the right one is refused. Mutates the row.
 */
export function checkServicePassword(row: MobileLineRow, passwd: string, now: Date): Outcome {
  const lockedUntil = passwordLockedUntil(row, now);
  if (lockedUntil) {
    const minutes = Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 60_000);
    return refused(passwordLockedMessage(minutes), MOBILE_ERROR_CODES.passwordLocked);
  }
  if (passwd === row.servicePassword) {
    row.passwordLock = { wrongTries: 0, lockedUntil: null };
    return accepted(undefined);
  }
  const wrongTries = (row.passwordLock?.lockedUntil ? 0 : (row.passwordLock?.wrongTries ?? 0)) + 1;
  if (wrongTries >= SERVICE_PASSWORD_MAX_TRIES) {
    const until = new Date(now.getTime() + SERVICE_PASSWORD_LOCK_MS).toISOString();
    row.passwordLock = { wrongTries: 0, lockedUntil: until };
    return refused(
      passwordLockedMessage(SERVICE_PASSWORD_LOCK_MS / 60_000),
      MOBILE_ERROR_CODES.passwordLocked,
    );
  }
  row.passwordLock = { wrongTries, lockedUntil: null };
  return refused(MOBILE_MESSAGES.passwordWrong, MOBILE_ERROR_CODES.passwordWrong);
}

export type SuspendCall =
  'TelOneWaySuspend' | 'TelTwoWaySuspend' | 'TelOneWayResume' | 'TelTwoWayResume';

/** The suspension state machine: normal -> one-way -> two-way, and each resume back to normal. */
export function nextSuspendState(state: SuspendState, name: SuspendCall): Outcome<SuspendState> {
  switch (name) {
    case 'TelOneWaySuspend':
      return state === 'normal'
        ? accepted('oneWaySuspended')
        : refused(MOBILE_MESSAGES.alreadySuspended);
    case 'TelTwoWaySuspend':
      return state === 'twoWaySuspended'
        ? refused(MOBILE_MESSAGES.alreadyTwoWay)
        : accepted('twoWaySuspended');
    case 'TelOneWayResume':
      return state === 'oneWaySuspended' ? accepted('normal') : refused(MOBILE_MESSAGES.notOneWay);
    case 'TelTwoWayResume':
      return state === 'twoWaySuspended' ? accepted('normal') : refused(MOBILE_MESSAGES.notTwoWay);
  }
}

/** Repair slips by slip number (one) or by mobile number (all of it), newest first. */
export function repairSlipsFor(database: SandboxDb, searchNo: string): RepairSlip[] {
  const wanted = searchNo.toUpperCase();
  return database.mobile.repairSlips
    .filter((slip: RepairSlipRow) => slip.slipNo === wanted || slip.deviceNo === wanted)
    .sort((left, right) =>
      (right.stageDates.received ?? '').localeCompare(left.stageDates.received ?? ''),
    )
    .map(({ deviceNo, ...slip }) => ({ ...slip, maskedNumber: maskNumber(deviceNo) }));
}

/** The number and its companion SIMs, as MergeAcntPrimaryNo answers them. */
export function oneNumberAccountOf(row: MobileLineRow): OneNumberAccount {
  return {
    primaryNo: row.deviceNo,
    maxCompanions: MAX_COMPANIONS,
    monthlyFee: COMPANION_MONTHLY_FEE,
    companions: row.companions.map((companion) => {
      // A database a browser saved before companions carried an identifier has none: read ''.
      const saved: Partial<CompanionSimRow> = companion;
      return { ...companion, identifier: saved.identifier ?? '' };
    }),
  };
}

const COMPANION_KINDS: readonly CompanionKind[] = ['watch', 'tablet'];
const COMPANION_NAME_MAX = 20;

/**
 * Adds a companion SIM, or says why not: an unknown kind, an EID or SIM serial that fails its
 * check digits or is already in use (by any number, or as a number's own SIM), a name over 20
 * characters, a full number (MAX_COMPANIONS), or a suspended number. Mutates the row.
 */
export function addCompanion(
  database: SandboxDb,
  row: MobileLineRow,
  request: { kind: string; identifier: string; name: string; simId: string },
  now: Date,
): Outcome<OneNumberAccount> {
  const kind = COMPANION_KINDS.find((candidate) => candidate === request.kind);
  if (!kind) return refused(MOBILE_MESSAGES.companionKind);
  const checked = checkSimId(request.identifier);
  if (!checked.ok) {
    return refused(MOBILE_MESSAGES.companionId, MOBILE_ERROR_CODES.companionId);
  }
  if (Array.from(request.name).length > COMPANION_NAME_MAX) {
    return refused(MOBILE_MESSAGES.companionName);
  }
  const inUse = database.mobile.lines.some(
    (line) =>
      line.simSerial === checked.value ||
      line.companions.some((companion) => companion.identifier === checked.value),
  );
  if (inUse) {
    return refused(MOBILE_MESSAGES.companionDuplicate, MOBILE_ERROR_CODES.companionDuplicate);
  }
  if (row.companions.length >= MAX_COMPANIONS) {
    return refused(MOBILE_MESSAGES.companionLimit, MOBILE_ERROR_CODES.companionLimit);
  }
  const mayOrder = lineRowMayOrder(row);
  if (!mayOrder.ok) return mayOrder;
  row.companions.push({
    simId: request.simId,
    kind,
    name: request.name,
    identifier: checked.value,
    addedOn: dateOf(now),
  });
  return accepted(oneNumberAccountOf(row));
}

/** Removes a companion SIM of the number; an unknown (or already removed) one is refused. */
export function removeCompanion(row: MobileLineRow, simId: string): Outcome<OneNumberAccount> {
  if (!row.companions.some((companion) => companion.simId === simId)) {
    return refused(MOBILE_MESSAGES.companionUnknown);
  }
  row.companions = row.companions.filter((companion) => companion.simId !== simId);
  return accepted(oneNumberAccountOf(row));
}
