import { useTranslation } from 'react-i18next';
import type { ExtraData } from '../api/usage';
import { useLanguage } from '../i18n/useLanguage';
import { formatDataVolume } from '../lib/format';

/**
 * A mobile number's data beyond its plan this month, in words: the add-ons running, the data
 * shared to it or given to other numbers (words `common:extraData.*`). Nothing when there is none.
 * The usage screen and the household summary both show it beside the allowance.
 */
export function ExtraDataNote({ extra, className }: { extra?: ExtraData; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!extra) return null;
  const parts = [
    extra.addonMB > 0
      ? t('extraData.addons', { volume: formatDataVolume(extra.addonMB, language) })
      : null,
    extra.sharedMB > 0
      ? t('extraData.received', { volume: formatDataVolume(extra.sharedMB, language) })
      : null,
    extra.sharedMB < 0
      ? t('extraData.given', { volume: formatDataVolume(-extra.sharedMB, language) })
      : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return <p className={className}>{parts.join(' · ')}</p>;
}
