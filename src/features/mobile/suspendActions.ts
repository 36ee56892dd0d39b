import {
  telOneWayResume,
  telOneWaySuspend,
  telTwoWayResume,
  telTwoWaySuspend,
  type SuspendState,
} from '../../api/mobile';

export type SuspendAction = 'oneWaySuspend' | 'twoWaySuspend' | 'oneWayResume' | 'twoWayResume';

/** What the customer may do from each state: suspend, escalate, or resume. */
export const ACTIONS_BY_STATE: Record<SuspendState, SuspendAction[]> = {
  normal: ['oneWaySuspend', 'twoWaySuspend'],
  oneWaySuspended: ['oneWayResume', 'twoWaySuspend'],
  twoWaySuspended: ['twoWayResume'],
};

export const SUSPEND_CALLS = {
  oneWaySuspend: telOneWaySuspend,
  twoWaySuspend: telTwoWaySuspend,
  oneWayResume: telOneWayResume,
  twoWayResume: telTwoWayResume,
} as const;

/** The service password: 4 to 8 digits. */
export const SERVICE_PASSWORD = /^\d{4,8}$/;
