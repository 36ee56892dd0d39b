import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/form/FormAlert';

/**
 * The question before stopping something, with its failure and two buttons. The group is named
 * `label`, or by the question without one.
 */
export function ConfirmStep(props: {
  label?: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  error: ApiError | null;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation('billSettings');
  const questionId = useId();
  return (
    <div
      className="bs-confirm"
      role="group"
      aria-label={props.label}
      aria-labelledby={props.label === undefined ? questionId : undefined}
    >
      <p id={questionId}>{props.question}</p>
      <FormAlert error={props.error} />
      <div className="bs-actions">
        <Button busy={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        <Button variant="secondary" disabled={props.busy} onClick={props.onKeep}>
          {t('action.keep')}
        </Button>
      </div>
    </div>
  );
}
