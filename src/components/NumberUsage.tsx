import { useTranslation } from 'react-i18next';
import type { NumberSummary } from '../api/dashboard';
import { useLanguage } from '../i18n/useLanguage';
import { formatCount, formatDataVolume } from '../lib/format';
import { ExtraDataNote } from './ExtraDataNote';
import { UsageBar } from './UsageBar';
import './usageBar.css';

export type NumberUsageKind = 'mobile' | 'broadband' | 'fixedline';

/** Which usage line a number has, or null when it has none to show. */
export function numberUsageKind(number: NumberSummary): NumberUsageKind | null {
  if (number.dataUsedMB !== null) return 'mobile';
  if (number.deviceType === 'broadband' && number.trafficMB !== null) return 'broadband';
  if (number.deviceType === 'fixedline' && number.voiceMinutes !== null) return 'fixedline';
  return null;
}

/**
 * A number's use this month in the line of its kind (household summary): a mobile's data against
 * its allowance (UsageBar, words `usageBar.*` of `ns`), a broadband line's speed tier and traffic,
 * a landline's minutes. With `titled`, a first line names it ("Data this month"). Nothing for a
 * number without use to show.
 */
export function NumberUsage({
  number,
  ns,
  titled = false,
  className,
}: {
  number: NumberSummary;
  ns: string;
  titled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = numberUsageKind(number);
  if (kind === null) return null;
  let content;
  if (kind === 'mobile') {
    content = (
      <>
        <UsageBar usedMB={number.dataUsedMB ?? 0} allowanceMB={number.dataAllowanceMB} ns={ns} />
        <ExtraDataNote extra={number.extraData} className="usage-bar__text" />
      </>
    );
  } else {
    const text =
      kind === 'broadband'
        ? t(number.speedTier ? 'numberUsage.broadband' : 'numberUsage.broadbandNoTier', {
            tier: number.speedTier ?? '',
            volume: formatDataVolume(number.trafficMB ?? 0, language),
          })
        : t('numberUsage.fixedline', { minutes: formatCount(number.voiceMinutes ?? 0, language) });
    content = <p className="usage-bar__text">{text}</p>;
  }
  return (
    <div className={className ? `number-usage ${className}` : 'number-usage'}>
      {titled ? <p className="number-usage__title">{t(`numberUsage.title.${kind}`)}</p> : null}
      {content}
    </div>
  );
}
