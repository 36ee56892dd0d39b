import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FastLoginSetting } from '../../api/member';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { maskPhone } from '../../lib/mask';
import { selectDevices } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { DEVICE_TYPE_MOBILE } from '../../state/types';
import { asApiError } from './asApiError';
import { FormAlert } from './FormAlert';
import { useGetFastLoginSettingQuery, useSaveFastLoginSettingMutation } from './loginApi';
import { MemberOnly } from './MemberOnly';
import './login.css';

const MOBILE = /^09\d{8}$/;

/** The member's mobile numbers that can receive the code: mobile lines and the registered one. */
function useMobileNumbers(current: string): string[] {
  const devices = useAppSelector(selectDevices);
  const member = useAppSelector(selectMemberInfo);
  const numbers = [
    current,
    ...devices.filter((device) => device.deviceType === DEVICE_TYPE_MOBILE).map((d) => d.deviceNo),
    member?.mobile ?? '',
  ];
  return [...new Set(numbers.filter((number) => MOBILE.test(number)))];
}

function FastLoginForm({ saved }: { saved: FastLoginSetting }) {
  const { t } = useTranslation('login');
  const numbers = useMobileNumbers(saved.mobile);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [mobile, setMobile] = useState(saved.mobile || (numbers[0] ?? ''));
  const [save, { isLoading, error, isSuccess, reset }] = useSaveFastLoginSettingMutation();
  const selectId = useId();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    void save({ enabled, mobile });
  }

  return (
    <form className="login-form" noValidate onSubmit={submit} onChange={reset}>
      <p className="login-form__status" role="status">
        {isSuccess ? t('fastLogin.saved') : null}
      </p>
      <FormAlert error={error ? asApiError(error) : null} />
      <label className="login-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span>{t('fastLogin.enabled')}</span>
      </label>
      <div className="login-field">
        <label htmlFor={selectId}>{t('fastLogin.mobile')}</label>
        {numbers.length > 0 ? (
          <select
            id={selectId}
            value={mobile}
            disabled={!enabled}
            onChange={(event) => setMobile(event.target.value)}
          >
            {numbers.map((number) => (
              <option key={number} value={number}>
                {maskPhone(number)}
              </option>
            ))}
          </select>
        ) : (
          <p className="login-field__hint">{t('fastLogin.noMobile')}</p>
        )}
      </div>
      <p className="login-field__hint">{t('fastLogin.explain')}</p>
      <Button type="submit" busy={isLoading}>
        {isLoading ? t('fastLogin.saving') : t('fastLogin.save')}
      </Button>
    </form>
  );
}

function FastLoginContent() {
  const { t } = useTranslation('login');
  const { currentData, error, isFetching, refetch } = useGetFastLoginSettingQuery(undefined);
  if (error && !isFetching) {
    return (
      <ErrorState
        title={t('fastLogin.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <LoadingState label={t('fastLogin.loading')} lines={3} />;
  return <FastLoginForm saved={currentData} />;
}

/** /FastLoginSetting: whether this account may log in with an SMS code, and to which number. */
export default function FastLoginSettingScreen() {
  const { t } = useTranslation('titles');
  const title = t('fastLoginSetting');
  return (
    <MemberOnly title={title}>
      <PageFrame title={title}>
        <div className="login-layout">
          <FastLoginContent />
        </div>
      </PageFrame>
    </MemberOnly>
  );
}
