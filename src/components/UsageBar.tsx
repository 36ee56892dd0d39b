import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { formatDataVolume } from '../lib/format';
import './usageBar.css';

/**
 * A number's data use this month: a bar of used against the allowance with the same in words
 * (the bar is a native meter, named by the words). Unlimited plans show the use only. The words
 * are `usageBar.ofAllowance` and `usageBar.unlimited` of namespace `ns`.
 */
export function UsageBar({
  usedMB,
  allowanceMB,
  ns,
}: {
  usedMB: number;
  allowanceMB: number | null;
  ns: string;
}) {
  const { t } = useTranslation(ns);
  const language = useLanguage();
  const used = formatDataVolume(usedMB, language);
  if (allowanceMB === null || allowanceMB <= 0) {
    return <p className="usage-bar__text">{t('usageBar.unlimited', { used })}</p>;
  }
  const text = t('usageBar.ofAllowance', {
    used,
    allowance: formatDataVolume(allowanceMB, language),
  });
  return (
    <div className="usage-bar">
      <meter
        className="usage-bar__meter"
        min={0}
        max={allowanceMB}
        low={allowanceMB * 0.8}
        high={allowanceMB * 0.95}
        optimum={0}
        value={Math.min(usedMB, allowanceMB)}
        aria-label={text}
      />
      <p className="usage-bar__text" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
