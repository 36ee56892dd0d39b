import { useTranslation } from 'react-i18next';
import type { DeviceKind } from './deviceKind';

/**
 * Says that the page is not for the current number and which kinds it is for; the number chooser
 * above it (MemberPageFrame) offers the way on.
 */
export function DeviceKindNotice({ kinds }: { kinds: readonly DeviceKind[] }) {
  const { t } = useTranslation();
  const names = kinds.map((kind) => t(`gate.kind.${kind}`)).join(t('gate.kindSeparator'));
  return (
    <div className="notice">
      <p className="state__title">{t('gate.wrongKindTitle')}</p>
      <p>{t('gate.wrongKindBody', { kinds: names })}</p>
    </div>
  );
}
