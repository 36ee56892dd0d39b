import { call } from './call';
import type { ApiResult } from './http';
import { contactFields } from './troubleAccess';

/**
 * Hami smart cameras (spec 02 §7.12 "Hamicam detection and add trouble"): the carrier checks the
 * member's cameras from its side, and a camera with a failed check can be reported as a fault.
 * Both calls sit beside the other trouble calls, under `Trouble/` (choice: the spec gives no
 * prefix).
 */
export type CameraCheckName = 'power' | 'network' | 'cloud' | 'storage';

/** One check of one camera; a failed one carries the carrier's code (the screen explains it). */
export interface CameraCheck {
  check: CameraCheckName;
  passed: boolean;
  code?: string;
}

/** A fault report of a camera (HamicamAddTrouble). */
export interface CameraReport {
  id: string;
  reportedAt: string;
  status: 'received' | 'dispatched' | 'repaired';
}

export interface CameraDetection {
  cameraId: string;
  name: string;
  model: string;
  checks: CameraCheck[];
  /** The camera's open report, null when there is none. */
  report: CameraReport | null;
}

/** HamicamDetection: every camera of the member, checked now. */
export interface HamicamDetectionResult {
  checkedAt: string;
  cameras: CameraDetection[];
}

/** What the customer reports; contact name and phones follow the trouble report's rules. */
export interface CameraFault {
  cameraId: string;
  /** The failed check's code. */
  code: string;
  description: string;
  contactName: string;
  contactPhone: string;
  contactPhone2?: string;
}

export function hamicamDetection(): Promise<ApiResult<HamicamDetectionResult>> {
  return call<HamicamDetectionResult>({ method: 'GET', path: 'Trouble/HamicamDetection' });
}

/** Contact name and phones trimmed, a second phone appended with a comma (spec 01 §5). */
export function hamicamAddTrouble(fault: CameraFault): Promise<ApiResult<CameraReport>> {
  const { contactName, contactPhone, contactPhone2, ...rest } = fault;
  return call<CameraReport>({
    method: 'POST',
    path: 'Trouble/HamicamAddTrouble',
    body: {
      ...rest,
      description: fault.description.trim(),
      ...contactFields(contactName, contactPhone, contactPhone2),
    },
  });
}
