import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setNps } from '../../api/eshop';
import type { ApiError } from '../../api/http';
import { Button } from '../Button';
import { FormAlert } from '../form/FormAlert';
import { TextAreaField } from '../form/TextAreaField';
import { NPS_COMMENT_MAX, NPS_SCORES } from '../../lib/nps';
import './nps.css';

interface NpsSurveyProps {
  /** Close and "not now" (the offered panel); without it the survey has neither (the /NPS page). */
  onDismiss?: () => void;
  /** After the answer was taken (the page remembers it in the survey's cookie). */
  onSent?: () => void;
  className?: string;
  /** Part of a page whose heading names it (/NPS): no landmark or heading of its own. */
  inPage?: boolean;
}

/**
 * The NPS survey: a 0-10 score and an optional comment, posted to eShop/SetNPS. The shell offers
 * it as a panel (announcements/NpsOffer) and /NPS shows it as a page. Texts: `nps.*` of common.json.
 */
export function NpsSurvey({ onDismiss, onSent, className, inPage = false }: NpsSurveyProps) {
  const { t } = useTranslation();
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingScore, setMissingScore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [sent, setSent] = useState(false);
  const firstScoreRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const titleId = `${id}-title`;
  const scoreErrorId = `${id}-score-error`;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    if (score === null) {
      setMissingScore(true);
      firstScoreRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    // The answer as the carrier's eShop takes it: the score and the optional comment.
    const reply = await setNps({ score, comment: comment.trim() });
    setBusy(false);
    if ('error' in reply) {
      setError(reply.error);
      return;
    }
    setSent(true);
    onSent?.();
    // The form goes away: focus moves to the panel's close button, past the thanks (or to the
    // thanks, below, where there is no close button).
    closeRef.current?.focus();
  }

  useEffect(() => {
    if (sent && !closeRef.current) thanksRef.current?.focus();
  }, [sent]);

  const Frame = inPage ? 'div' : 'section';
  return (
    <Frame
      className={className ? `nps ${className}` : 'nps'}
      aria-labelledby={inPage ? undefined : titleId}
    >
      {inPage ? null : (
        <div className="nps__head">
          <h2 className="nps__title" id={titleId}>
            {t('nps.title')}
          </h2>
          {onDismiss ? (
            <button
              ref={closeRef}
              type="button"
              className="nps__close"
              aria-label={t('nps.close')}
              onClick={onDismiss}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      )}
      {sent ? (
        <p role="status" ref={thanksRef} tabIndex={-1}>
          {t('nps.thanks')}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <fieldset
            className="nps__scores"
            aria-describedby={missingScore ? scoreErrorId : undefined}
          >
            <legend>{t('nps.question')}</legend>
            <div className="nps__scale">
              {NPS_SCORES.map((value) => (
                <label key={value} className="nps__score">
                  <input
                    ref={value === 0 ? firstScoreRef : undefined}
                    type="radio"
                    aria-describedby={missingScore ? scoreErrorId : undefined}
                    name={`${id}-score`}
                    value={value}
                    checked={score === value}
                    onChange={() => {
                      setScore(value);
                      setMissingScore(false);
                    }}
                  />
                  <span>{value}</span>
                </label>
              ))}
            </div>
            <p className="nps__ends">
              <span>{t('nps.low')}</span>
              <span>{t('nps.high')}</span>
            </p>
            {missingScore ? (
              <p className="nps__error" id={scoreErrorId}>
                {t('nps.scoreRequired')}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            id={`${id}-comment`}
            label={t('nps.comment')}
            rows={2}
            maxLength={NPS_COMMENT_MAX}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
            }}
          />
          <FormAlert error={error} />
          <div className="nps__actions">
            <Button type="submit" busy={busy}>
              {error ? t('nps.retry') : t('nps.submit')}
            </Button>
            {onDismiss ? (
              <Button variant="link" onClick={onDismiss}>
                {t('nps.dismiss')}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </Frame>
  );
}
