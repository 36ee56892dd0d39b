import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';

const SHORTCUTS = [
  { key: 'bill', to: href(paths.bill) },
  { key: 'prepaidTopUp', to: paths.prepaidTopUp },
  { key: 'roaming', to: paths.roaming },
  { key: 'trouble', to: paths.trouble },
  { key: 'serviceCenter', to: href(paths.serviceCenter) },
  { key: 'contract', to: paths.contract },
] as const;

export default function HomeScreen() {
  const { t } = useTranslation(['common', 'titles']);
  const member = useAppSelector(selectMemberInfo);
  const greeting = member?.name
    ? t('home.greetingNamed', { name: member.name })
    : t('home.greeting');
  return (
    <PageFrame title={t('titles:home')} context={greeting}>
      <nav aria-label={t('home.shortcuts')}>
        <ul className="tile-grid">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.key}>
              <Link className="tile" to={shortcut.to}>
                {t(`titles:${shortcut.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
