import { useTranslation } from 'react-i18next';

const RADIUS = 15;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface CountdownRingProps {
  remaining: number;
  total: number;
  paused: boolean;
  onTogglePause: () => void;
}

/** The countdown ring of a slide (spec 02 §2.3) with its pause button. */
export function CountdownRing({ remaining, total, paused, onTogglePause }: CountdownRingProps) {
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
      <span className="visually-hidden">{t('countdown', { seconds: remaining })}</span>
      <button
        type="button"
        className="announce-countdown__pause"
        aria-pressed={paused}
        onClick={onTogglePause}
      >
        {paused ? t('resume') : t('pause')}
      </button>
    </div>
  );
}
