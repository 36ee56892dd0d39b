import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ApiError } from '../api/http';
import { Button } from './Button';
import { FormAlert } from './form/FormAlert';
import './confirmStep.css';

export interface ConfirmStepProps {
  question: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  /** Names the group when the question alone would not say which item it is about. */
  label?: string;
  error?: ApiError | null;
  onConfirm: () => void;
  onKeep: () => void;
  /** Anything the customer must choose before confirming (a reason). */
  children?: ReactNode;
  className?: string;
}

/**
 * "Are you sure?" in place, before a change that is hard to undo (stopping a service, cancelling a
 * booking). The question takes focus when it appears so that it is read out; "keep" leaves
 * everything as it was; the failed call shows above the buttons.
 */
export function ConfirmStep({
  question,
  confirmLabel,
  keepLabel,
  busy,
  label,
  error,
  onConfirm,
  onKeep,
  children,
  className,
}: ConfirmStepProps) {
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    questionRef.current?.focus();
  }, []);
  return (
    <div
      className={className ? `confirm-step ${className}` : 'confirm-step'}
      role="group"
      aria-label={label}
      aria-labelledby={label === undefined ? questionId : undefined}
    >
      <p id={questionId} ref={questionRef} tabIndex={-1} className="confirm-step__question">
        {question}
      </p>
      {children}
      <FormAlert error={error ?? null} />
      <div className="form__actions">
        <Button busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </div>
  );
}
