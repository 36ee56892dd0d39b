import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/form/FormAlert';

interface ConfirmStepProps {
  question: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  error?: ApiError | null;
  onConfirm: () => void;
  onKeep: () => void;
  children?: ReactNode;
}

/**
 * The question before a change that is hard to undo (stopping a bill service). The question
 * takes focus when it appears so that it is read out; "keep" leaves everything as it was.
 */
export function ConfirmStep({
  question,
  confirmLabel,
  keepLabel,
  busy,
  error,
  onConfirm,
  onKeep,
  children,
}: ConfirmStepProps) {
  const id = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    questionRef.current?.focus();
  }, []);
  return (
    <div className="eb-confirm" role="group" aria-labelledby={id}>
      <p id={id} ref={questionRef} tabIndex={-1} className="eb-confirm__question">
        {question}
      </p>
      {children}
      <FormAlert error={error ?? null} />
      <div className="eb-actions">
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
