import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LanguagePicker } from '../../components/LanguagePicker';
import { selectEmbedded } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { CookieNotice } from './CookieNotice';
import { LoadingOverlay } from './LoadingOverlay';
import { MessageDialog } from './MessageDialog';
import { ShellFooter } from './ShellFooter';
import { ShellHeader } from './ShellHeader';
import { Toast } from './Toast';
import './shell.css';

/** What the header's place shows while the shell's texts load: the layout's own plain bar. */
function HeaderPlaceholder() {
  const { t } = useTranslation();
  return (
    <header className="app-bar">
      <span className="app-bar__brand">{t('appName')}</span>
      <LanguagePicker icon={<Languages size={20} />} />
    </header>
  );
}

/**
 * Header, navigation, account card, footer and overlays around the page content (spec 01 §2,
 * spec 02 §2.2, §2.4). Header and footer are hidden when embedded. The message dialog is a kit
 * Dialog: while it is open, the page behind is inert.
 */
export default function ShellChrome({ children }: { children: ReactNode }) {
  const embedded = useAppSelector(selectEmbedded);
  const isLoading = useAppSelector((state) => state.client.isLoading);
  return (
    <>
      {embedded ? null : (
        <div className="shell-top">
          <Suspense fallback={<HeaderPlaceholder />}>
            <ShellHeader />
          </Suspense>
        </div>
      )}
      <div className="shell-page" aria-busy={isLoading}>
        {children}
      </div>
      <Suspense fallback={null}>
        {embedded ? null : (
          <>
            <div className="shell-bottom">
              <ShellFooter />
            </div>
            <div className="shell-cookie-dock">
              <CookieNotice />
            </div>
          </>
        )}
        <LoadingOverlay />
        <Toast />
        <MessageDialog />
      </Suspense>
    </>
  );
}
