import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/http';
import { Button } from './Button';
import { FormAlert } from './form/FormAlert';
import './switch.css';

interface Change {
  value: boolean;
  /** The value before the change: what Undo puts back (absent after an undo). */
  previous?: boolean;
}

interface Failure extends Change {
  error: ApiError;
}

/**
 * An on/off setting that saves as soon as it is flipped (role=switch): no save button. The new
 * position shows at once and the switch is busy while the change is saved; a refusal puts the
 * switch back and says why, with Try again (the same change once more). A saved change is
 * announced (`savedText`) with an Undo button beside it, which saves the previous position the
 * same way.
 */
export function Switch({
  label,
  hint,
  checked,
  onSave,
  savedText,
  failedTitle,
  className,
}: {
  label: string;
  hint?: string;
  /** The position as saved (the carrier's): shown whenever no change of this switch is pending. */
  checked: boolean;
  /** Saves a position; resolves to the refusal, or null once it is saved. */
  onSave: (next: boolean) => Promise<ApiError | null>;
  /** What a saved position means, in words ("Roaming is on"). */
  savedText: (value: boolean) => string;
  failedTitle?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // The position asked for, shown until the saved position (`checked`) catches up with it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Change | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (wanted !== null && !busy && wanted === checked) setWanted(null);
  const shown = wanted ?? checked;

  const change = async (next: boolean, previous?: boolean) => {
    if (busy) return;
    setBusy(true);
    setWanted(next);
    setSaved(null);
    setFailure(null);
    const refusal = await onSave(next);
    setBusy(false);
    if (refusal) {
      setWanted(null);
      setFailure({ error: refusal, value: next, previous });
    } else {
      setSaved({ value: next, previous });
    }
  };

  return (
    <div className={['switch-field', className].filter(Boolean).join(' ')}>
      <button
        ref={toggle}
        type="button"
        role="switch"
        className="switch"
        aria-checked={shown}
        aria-busy={busy || undefined}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => {
          void change(!shown, shown);
        }}
      >
        <span className="switch__label">{label}</span>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__state" aria-hidden="true">
          {shown ? t('switch.on') : t('switch.off')}
        </span>
      </button>
      {hint ? (
        <p id={hintId} className="field__hint switch-field__hint">
          {hint}
        </p>
      ) : null}
      <FormAlert error={failure?.error ?? null} title={failedTitle} />
      {failure ? (
        <Button
          variant="secondary"
          className="switch-field__retry"
          onClick={() => {
            // The button goes with the failure: the focus stays on the setting.
            toggle.current?.focus();
            void change(failure.value, failure.previous);
          }}
        >
          {t('action.retry')}
        </Button>
      ) : null}
      <div className="switch-field__notice" role="status">
        {saved ? (
          <>
            <span>{savedText(saved.value)}</span>
            {saved.previous === undefined ? null : (
              <Button
                variant="link"
                className="switch-field__undo"
                onClick={() => {
                  void change(saved.previous ?? !saved.value);
                }}
              >
                {t('switch.undo')}
              </Button>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
