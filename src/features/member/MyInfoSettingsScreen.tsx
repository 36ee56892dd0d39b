import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChtMemberProfile } from '../../api/memberArea';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useRouteHandle } from '../../components/useRouteHandle';
import { paths } from '../../config/paths';
import { isCompanyCustomerId } from '../../lib/customer';
import { maskEmail, maskPhone } from '../../lib/mask';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useRefusal } from '../../components/useRefusal';
import { MailForm, NicknameForm } from './ContactForms';
import { birthdayProblem, nameProblem } from './profileRules';
import { useGetProfileQuery, useUpdateBirthdayMutation, useUpdateNameMutation } from './memberApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './member.css';

function ProfileForm({ profile }: { profile: ChtMemberProfile }) {
  const { t } = useTranslation('member');
  const labels = { name: t('profile.name'), birthday: t('profile.birthday') };
  const form = useForm({ name: profile.name, birthday: profile.birthday }, { labels });
  const [updateName] = useUpdateNameMutation();
  const [updateBirthday] = useUpdateBirthdayMutation();
  const refusal = useRefusal('member');
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: typeof form.values) => {
    setSaved(false);
    const name = values.name.trim();
    const nameIssue = nameProblem(name);
    const birthdayIssue = birthdayProblem(values.birthday, new Date());
    const problems = {
      name: nameIssue ? t(`settings.${nameIssue}`) : undefined,
      birthday: birthdayIssue ? t(`settings.${birthdayIssue}`) : undefined,
    };
    if (!form.check(problems)) return;
    if (name === profile.name && values.birthday === profile.birthday) {
      form.fail({ message: t('settings.nothingChanged') });
      return;
    }
    if (name !== profile.name) {
      const result = await updateName(name);
      if ('error' in result) {
        form.setError('name', refusal.of(result.error).message);
        return;
      }
    }
    if (values.birthday !== profile.birthday) {
      const result = await updateBirthday(values.birthday);
      if ('error' in result) {
        form.setError('birthday', refusal.of(result.error).message);
        return;
      }
    }
    setSaved(true);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('settings.save')}
      success={saved ? t('settings.saved') : undefined}
      title={t('settings.formTitle')}
      className="member-form"
      stack
    >
      <TextField
        {...form.field('name')}
        label={labels.name}
        hint={t('settings.nameHint')}
        autoComplete="name"
      />
      <TextField
        {...form.field('birthday')}
        label={labels.birthday}
        hint={t('settings.birthdayHint')}
        type="date"
        autoComplete="bday"
      />
    </Form>
  );
}

/**
 * /MyInfoSettings: change name and birthday, the nickname, and the e-mail address (proved by a
 * code sent to it); the mobile and the current address are shown masked.
 */
export default function MyInfoSettingsScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const query = useGetProfileQuery(token);
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <QueryView query={query} loading={t('settings.loading')} errorTitle={t('settings.error')}>
          {(profile) => (
            <div className="member-page">
              <Card title={t('settings.contactTitle')}>
                <Facts
                  items={[
                    profile.nickname ? [t('profile.nickname'), profile.nickname] : null,
                    [t('profile.mobile'), maskPhone(profile.mobile)],
                    [t('profile.mail'), maskEmail(profile.mail)],
                  ]}
                />
              </Card>
              {isCompanyCustomerId(profile.customerId) ? (
                <div className="notice">
                  <p>{t('settings.companyNote')}</p>
                </div>
              ) : (
                <>
                  <ProfileForm profile={profile} />
                  <NicknameForm profile={profile} />
                  <MailForm profile={profile} />
                </>
              )}
              <p>
                <Link to={paths.account}>{t('settings.backToAccount')}</Link>
              </p>
            </div>
          )}
        </QueryView>
      )}
    </MemberPageFrame>
  );
}
