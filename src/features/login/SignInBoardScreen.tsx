import { useTranslation } from 'react-i18next';
import type { SignInBoard } from '../../api/member';
import { Button } from '../../components/Button';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { useCheckInTodayMutation, useGetSignInBoardQuery } from './loginApi';
import './login.css';

function Board({ board }: { board: SignInBoard }) {
  const { t } = useTranslation('login');
  const language = useLanguage();
  const [checkIn, { isLoading, error, isSuccess }] = useCheckInTodayMutation();
  return (
    <div className="login-form">
      <p className="login-board__streak">{t('board.streak', { days: board.streak })}</p>
      <FormSuccess>
        {isSuccess ? t('board.done', { points: board.pointsPerCheckIn }) : null}
      </FormSuccess>
      <FormAlert error={error ? asApiError(error) : null} />
      {board.checkedInToday ? (
        <p>{t('board.already')}</p>
      ) : (
        <Button busy={isLoading} onClick={() => void checkIn(undefined)}>
          {t('board.checkIn', { points: board.pointsPerCheckIn })}
        </Button>
      )}
      <h2 className="login-form__title">{t('board.monthTitle')}</h2>
      {board.days.length === 0 ? (
        <p>{t('board.none')}</p>
      ) : (
        <ul className="login-board__days">
          {board.days.map((day) => (
            <li key={day}>{formatDate(`${day}T12:00:00+08:00`, language)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BoardContent() {
  const { t } = useTranslation('login');
  return (
    <QueryView
      query={useGetSignInBoardQuery(undefined)}
      loading={t('board.loading')}
      loadingLines={3}
      errorTitle={t('board.loadError')}
    >
      {(board) => <Board board={board} />}
    </QueryView>
  );
}

/** /SignInBoard: the daily check-in; one check-in a day earns points (docs/sandbox.md). */
export default function SignInBoardScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('signInBoard')} needsDevice={false}>
      {() => (
        <div className="login-layout">
          <BoardContent />
        </div>
      )}
    </MemberPageFrame>
  );
}
