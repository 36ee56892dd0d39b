import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChtMemberProfile } from '../../api/memberArea';
import { Button } from '../../components/Button';
import { CodeStep } from '../../components/form/CodeStep';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useRefusal } from '../../components/useRefusal';
import { validateEmail } from '../../lib/validators';
import { nicknameProblem } from './profileRules';
import {
  useSendMailCodeMutation,
  useUpdateMailMutation,
  useUpdateNicknameMutation,
} from './memberApi';

/** The nickname: 1-20 characters, no special symbols; the header shows it once saved. */
export function NicknameForm({ profile }: { profile: ChtMemberProfile }) {
  const { t } = useTranslation('member');
  const labels = { nickname: t('profile.nickname') };
  const form = useForm({ nickname: profile.nickname }, { labels });
  const refusal = useRefusal('member');
  const [updateNickname] = useUpdateNicknameMutation();
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: typeof form.values) => {
    setSaved(false);
    const nickname = values.nickname.trim();
    const problem = nicknameProblem(nickname);
    if (!form.check({ nickname: problem ? t(`settings.${problem}`) : undefined })) return;
    if (nickname === profile.nickname) {
      form.setError('nickname', t('settings.nicknameUnchanged'));
      return;
    }
    const result = await updateNickname(nickname);
    if ('error' in result) {
      form.fail(refusal.of(result.error));
      return;
    }
    setSaved(true);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('settings.saveNickname')}
      success={saved ? t('settings.nicknameSaved') : undefined}
      title={t('settings.nicknameTitle')}
      className="member-form"
      stack
    >
      <TextField
        {...form.field('nickname')}
        label={labels.nickname}
        hint={t('settings.nicknameHint')}
        autoComplete="nickname"
      />
    </Form>
  );
}

interface MailValues {
  mail: string;
  code: string;
}

/**
 * A new e-mail address counts once the code sent to it comes back (CodeStep: 6 digits, a new
 * code after 60 s). The current address is refused before anything is sent.
 */
export function MailForm({ profile }: { profile: ChtMemberProfile }) {
  const { t } = useTranslation('member');
  const messageOf = useValidationMessage();
  const labels = { mail: t('settings.newMail'), code: t('settings.mailCode') };
  const form = useForm<MailValues>({ mail: '', code: '' }, { labels });
  const refusal = useRefusal('member');
  const [sendCode] = useSendMailCodeMutation();
  const [updateMail] = useUpdateMailMutation();
  const [sentTo, setSentTo] = useState('');
  const [savedMail, setSavedMail] = useState('');
  const code = useCodeStep(form, 'code', {
    request: async () => {
      const mail = validateEmail(form.values.mail);
      if (!form.check({ mail: messageOf(mail) }) || !mail.ok) return false;
      if (mail.value.toLowerCase() === profile.mail.toLowerCase()) {
        form.setError('mail', t('settings.mailUnchanged'));
        return false;
      }
      const result = await sendCode(mail.value);
      if ('error' in result) {
        form.fail(refusal.of(result.error));
        return false;
      }
      setSentTo(result.data.sentTo);
      return true;
    },
  });

  async function submit(values: MailValues) {
    setSavedMail('');
    if (!code.sent) {
      await code.send();
      return;
    }
    if (!form.check({ code: code.problem() })) return;
    const mail = values.mail.trim();
    const result = await updateMail({ mail, code: code.typed });
    if ('error' in result) {
      code.refuse(refusal.of(result.error).message);
      return;
    }
    setSavedMail(mail);
    code.reset();
    form.reset({ mail: '', code: '' });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      title={t('settings.mailTitle')}
      className="member-form"
      stack
      actionsClassName="member-actions"
      submitLabel={code.sent ? t('settings.confirmMail') : t('settings.sendMailCode')}
      success={savedMail ? t('settings.mailSaved', { mail: savedMail }) : undefined}
      actions={
        code.sent ? (
          <Button variant="secondary" onClick={code.reset}>
            {t('settings.otherMail')}
          </Button>
        ) : null
      }
    >
      <TextField
        {...form.field('mail')}
        label={labels.mail}
        hint={t('settings.mailHint')}
        type="email"
        autoComplete="email"
        readOnly={code.sent}
      />
      {code.sent ? (
        <CodeStep
          step={code}
          label={labels.code}
          notice={t('settings.mailCodeSent', { target: sentTo })}
        />
      ) : null}
    </Form>
  );
}
