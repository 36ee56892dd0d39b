import { Button } from '../../components/Button';

/** "Are you sure?" before an action that cannot be undone (cancelling a booking or a report). */
export function ConfirmStep({
  question,
  confirm,
  keep,
  busy,
  onConfirm,
  onKeep,
}: {
  question: string;
  confirm: string;
  keep: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div className="sp-confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <div className="form__actions">
        <Button busy={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </div>
  );
}
