import { useTranslation } from 'react-i18next';
import type { SignInBoard } from '../../api/member';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { formatDate } from '../../lib/format';
import { asApiError } from './asApiError';
import { FormAlert } from './FormAlert';
import { useCheckInTodayMutation, useGetSignInBoardQuery } from './loginApi';
import { MemberOnly } from './MemberOnly';
import './login.css';

function Board({ board }: { board: SignInBoard }) {
  const { t, i18n } = useTranslation('login');
  const [checkIn, { isLoading, error, isSuccess }] = useCheckInTodayMutation();
  return (
    <div className="login-form">
      <p className="login-board__streak">{t('board.streak', { days: board.streak })}</p>
      <p className="login-form__status" role="status">
        {isSuccess ? t('board.done', { points: board.pointsPerCheckIn }) : null}
      </p>
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
            <li key={day}>{formatDate(`${day}T12:00:00+08:00`, i18n.language)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BoardContent() {
  const { t } = useTranslation('login');
  const { currentData, error, isFetching, refetch } = useGetSignInBoardQuery(undefined);
  if (error && !isFetching) {
    return (
      <ErrorState
        title={t('board.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <LoadingState label={t('board.loading')} lines={3} />;
  return <Board board={currentData} />;
}

/** /SignInBoard: the daily check-in; one check-in a day earns points (docs/sandbox.md). */
export default function SignInBoardScreen() {
  const { t } = useTranslation('titles');
  const title = t('signInBoard');
  return (
    <MemberOnly title={title}>
      <PageFrame title={title}>
        <div className="login-layout">
          <BoardContent />
        </div>
      </PageFrame>
    </MemberOnly>
  );
}
