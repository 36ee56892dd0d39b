import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EcsInvitation, EcsUser } from '../../api/types/ecs';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmStep } from '../../components/ConfirmStep';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { DataTable } from '../../components/table/DataTable';
import { useRefusal } from '../../components/useRefusal';
import { useInviteEcsUserMutation, useRemoveEcsUserMutation } from './ecsApi';
import { invitationProblems } from './formRules';

function InviteForm() {
  const { t } = useTranslation('enterprise');
  const refusal = useRefusal('enterprise');
  const [invite] = useInviteEcsUserMutation();
  const [invited, setInvited] = useState<EcsInvitation | null>(null);
  const form = useForm(
    { userId: '', name: '' },
    { labels: { userId: t('users.userId'), name: t('users.name') } },
  );
  async function submit(values: typeof form.values) {
    const problems = invitationProblems(values);
    const valid = form.check({
      userId: problems.userId ? t(`users.errors.userId.${problems.userId}`) : undefined,
      name: problems.name ? t(`users.errors.name.${problems.name}`) : undefined,
    });
    if (!valid) return;
    const result = await invite({ userId: values.userId.trim(), name: values.name.trim() });
    if (result.error) {
      form.fail(refusal(result.error));
      return;
    }
    setInvited(result.data);
    form.reset({ userId: '', name: '' });
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('users.invite')}
      title={t('users.inviteTitle')}
      headingLevel={3}
      stack
      success={
        invited
          ? `${t('users.invited', { name: invited.user.name })} ${t('users.invitedPassword', {
              name: invited.user.name,
              userId: invited.user.userId,
              password: invited.initialPassword,
            })}`
          : null
      }
    >
      <TextField
        {...form.field('userId')}
        label={t('users.userId')}
        hint={t('users.userIdHint')}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...form.field('name')} label={t('users.name')} />
    </Form>
  );
}

function RemoveAction({ user }: { user: EcsUser }) {
  const { t } = useTranslation('enterprise');
  const refusal = useRefusal('enterprise');
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useRemoveEcsUserMutation();
  if (!confirming) {
    return (
      <Button
        variant="secondary"
        aria-label={t('users.removeFor', { name: user.name })}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('users.remove')}
      </Button>
    );
  }
  return (
    <ConfirmStep
      question={t('users.removeQuestion', { name: user.name })}
      confirmLabel={t('users.removeConfirm')}
      keepLabel={t('users.keep')}
      busy={removing.isLoading}
      error={refusal(removing.error)}
      onConfirm={() => void remove({ userId: user.userId })}
      onKeep={() => {
        setConfirming(false);
      }}
    />
  );
}

/** The company's users; an administrator invites and removes staff users. */
export function EcsUsers({ users, me }: { users: readonly EcsUser[]; me: EcsUser }) {
  const { t } = useTranslation('enterprise');
  const isAdmin = me.role === 'admin';
  return (
    <Card title={t('users.title')} stack>
      {isAdmin ? null : <p>{t('users.staffNote')}</p>}
      <DataTable
        caption={t('users.title')}
        rows={users}
        rowKey={(user) => user.userId}
        empty={t('users.empty')}
        narrow="cards"
        columns={[
          { key: 'name', header: t('users.name'), cell: (user) => user.name, rowHeader: true },
          { key: 'userId', header: t('users.userId'), cell: (user) => user.userId },
          { key: 'role', header: t('users.role'), cell: (user) => t(`roles.${user.role}`) },
        ]}
        {...(isAdmin
          ? {
              actionHeader: t('users.actions'),
              rowAction: (user: EcsUser) =>
                user.userId === me.userId ? null : <RemoveAction user={user} />,
            }
          : {})}
      />
      {isAdmin ? <InviteForm /> : null}
    </Card>
  );
}
