import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FastLoginSetting } from '../../api/member';
import { Button } from '../../components/Button';
import { CheckboxField, SelectField } from '../../components/form/Field';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { maskPhone } from '../../lib/mask';
import { selectDevices } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { asApiError } from '../../state/portalApi';
import { DEVICE_TYPE_MOBILE } from '../../state/types';
import { useGetFastLoginSettingQuery, useSaveFastLoginSettingMutation } from './loginApi';
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

  return (
    <form
      className="login-form"
      noValidate
      onChange={reset}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLoading) void save({ enabled, mobile });
      }}
    >
      <FormSuccess>{isSuccess ? t('fastLogin.saved') : null}</FormSuccess>
      <FormAlert error={error ? asApiError(error) : null} />
      <CheckboxField label={t('fastLogin.enabled')} checked={enabled} onChange={setEnabled} />
      {numbers.length > 0 ? (
        <SelectField
          label={t('fastLogin.mobile')}
          hint={t('fastLogin.explain')}
          value={mobile}
          disabled={!enabled}
          options={numbers.map((number) => ({ value: number, label: maskPhone(number) }))}
          onChange={(value) => {
            setMobile(value);
            reset();
          }}
        />
      ) : (
        <p className="field__hint">{t('fastLogin.noMobile')}</p>
      )}
      <Button type="submit" busy={isLoading}>
        {isLoading ? t('fastLogin.saving') : t('fastLogin.save')}
      </Button>
    </form>
  );
}

function FastLoginContent() {
  const { t } = useTranslation('login');
  return (
    <QueryView
      query={useGetFastLoginSettingQuery(undefined)}
      loading={t('fastLogin.loading')}
      loadingLines={3}
      errorTitle={t('fastLogin.loadError')}
    >
      {(saved) => <FastLoginForm saved={saved} />}
    </QueryView>
  );
}

/** /FastLoginSetting: whether this account may log in with an SMS code, and to which number. */
export default function FastLoginSettingScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('fastLoginSetting')} needsDevice={false}>
      {() => (
        <div className="login-layout">
          <FastLoginContent />
        </div>
      )}
    </MemberPageFrame>
  );
}
