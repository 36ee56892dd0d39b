import { useTranslation } from 'react-i18next';

const RADIUS = 15;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface CountdownRingProps {
  remaining: number;
  total: number;
  paused: boolean;
  /** On the last slide the popup closes at zero instead of moving on. */
  closes: boolean;
  onTogglePause: () => void;
}

/**
 * The countdown ring of a slide (spec 02 §2.3) with its pause toggle: the number is in the ring,
 * the same in words for assistive technology, and the toggle's pressed state says it is paused.
 */
export function CountdownRing({
  remaining,
  total,
  paused,
  closes,
  onTogglePause,
}: CountdownRingProps) {
  const { t } = useTranslation('announce');
  const fraction = total > 0 ? remaining / total : 0;
  return (
    <div className="announce-countdown">
      <svg className="announce-countdown__ring" viewBox="0 0 36 36" aria-hidden="true">
        <circle className="announce-countdown__track" cx="18" cy="18" r={RADIUS} />
        <circle
          className="announce-countdown__bar"
          cx="18"
          cy="18"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
        <text x="18" y="22" textAnchor="middle" className="announce-countdown__number">
          {remaining}
        </text>
      </svg>
      <span className="visually-hidden">
        {t(closes ? 'countdownClose' : 'countdown', { seconds: remaining })}
      </span>
      <button
        type="button"
        className="announce-countdown__pause"
        aria-pressed={paused}
        onClick={onTogglePause}
      >
        {t('pause')}
      </button>
    </div>
  );
}
