import type { ReactNode } from 'react';
import type { ApplicationProcess } from '../api/dashboard';
import './statusBadge.css';

/** What a status means to the customer: fine, needs attention, failed, in progress, or settled. */
export type StatusTone = 'ok' | 'warn' | 'bad' | 'info' | 'neutral';

/** The tone of where an application stands (member applications, roaming applications). */
export const APPLICATION_STATUS_TONE: Record<ApplicationProcess['status'], StatusTone> = {
  inProgress: 'info',
  waitingDocuments: 'warn',
  completed: 'ok',
  cancelled: 'neutral',
  refused: 'bad',
};

/**
 * A status in a coloured pill. The words are always shown: the colour repeats them, never
 * replaces them.
 */
export function StatusBadge({
  tone,
  children,
  className,
}: {
  tone: StatusTone;
  /** The status in words ("Paid", "Expired"). */
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={['status-badge', `status-badge--${tone}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </span>
  );
}
