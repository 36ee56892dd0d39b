import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { logOut } from '../../state/logout';
import { selectMemberInfo } from '../../state/member';

/** A member who is already logged in: who, the way on, and the logout. */
export function LoggedInPanel({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation('login');
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMemberInfo);
  const name = [member?.nickname, member?.name].find(Boolean) ?? '';
  return (
    <div className="login-done">
      <p>{name ? t('done.as', { name }) : t('done.anonymous')}</p>
      <div className="login-done__actions">
        <Link className="button button--primary" to={returnPath}>
          {t('done.continue')}
        </Link>
        <Button variant="secondary" onClick={() => dispatch(logOut())}>
          {t('done.logout')}
        </Button>
      </div>
    </div>
  );
}
