import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clientActions } from '../../state/client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { ToastType } from '../../state/types';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { TOAST_VISIBLE_MS } from './timing';

const ICONS: Record<ToastType, () => React.ReactElement> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** The toast of client state: polite, hides after 2.5 s, then goes back when asked to. */
export function Toast() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const showToast = useAppSelector((state) => state.client.showToast);
  const msgToast = useAppSelector((state) => state.client.msgToast);
  const toastType = useAppSelector((state) => state.client.toastType);
  const toastGoBack = useAppSelector((state) => state.client.toastGoBack);

  useEffect(() => {
    if (!showToast) return;
    const timer = window.setTimeout(() => {
      dispatch(clientActions.toastHidden());
      if (toastGoBack) void navigate(-1);
    }, TOAST_VISIBLE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [dispatch, navigate, showToast, msgToast, toastType, toastGoBack]);

  if (!showToast) return null;
  const Icon = ICONS[toastType];
  return (
    <div className={`shell-toast shell-toast--${toastType}`} role="status" aria-live="polite">
      <Icon />
      <p className="shell-toast__message">
        <span className="visually-hidden">{t(`overlay.toastType.${toastType}`)}</span> {msgToast}
      </p>
    </div>
  );
}
