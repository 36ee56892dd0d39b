import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { maskPhone } from '../../lib/mask';
import { useAppSelector } from '../../state/hooks';
import { AccountCard } from './AccountCard';
import { selectAccountView } from './accountView';
import { AccountIcon } from './icons';
import { useDisclosure } from './useDisclosure';

/**
 * The account icon (with the VIP level, or a prepaid holder's number) and the account card it
 * opens.
 */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const view = useAppSelector(selectAccountView, shallowEqual);
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const cardId = useId();
  const status =
    view.kind === 'visitor'
      ? t('account.visitorBadge')
      : view.kind === 'prepaid'
        ? maskPhone(view.number)
        : view.tier === null
          ? view.name || t('account.memberFallback')
          : t(`vip.${view.tier}`);
  const tier = view.kind === 'member' ? (view.tier ?? 'company') : view.kind;
  return (
    <div className="shell-account">
      <button
        ref={buttonRef}
        type="button"
        className="shell-icon-button shell-account__button"
        aria-expanded={open}
        aria-controls={cardId}
        onClick={toggle}
      >
        <AccountIcon />
        <span className="visually-hidden">{t('account.button')}</span>{' '}
        <span className="shell-account__badge" data-tier={tier}>
          <span className="shell-account__status">{status}</span>
        </span>
      </button>
      <div
        ref={panelRef}
        id={cardId}
        className="shell-account__card"
        hidden={!open}
        role="region"
        aria-label={t('account.card')}
      >
        {open ? <AccountCard view={view} onClose={close} /> : null}
      </div>
    </div>
  );
}
