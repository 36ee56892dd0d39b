import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ecsLogin } from '../../api/ecs';
import { ECS_SIGN_IN_LOCK } from '../../api/types/ecs';
import { saveEcsSession } from '../../api/ecsSession';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { SignInSecretFields } from '../../components/form/SignInSecretFields';
import { useCaptchaSignIn } from '../../components/form/useCaptchaSignIn';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { PageFrame } from '../../components/page/PageFrame';
import { useRefusal } from '../../components/useRefusal';
import { href, paths } from '../../config/paths';
import { ENTERPRISE_ACCOUNT_PAGES } from '../../lib/carrierPages';
import { validateRequired, validateTaxId } from '../../lib/validators';
import { useEcsSignOut } from './EcsPageFrame';
import { useEcsSession } from './useEcsSession';
import './enterprise.css';

/**
 * Enterprise sign-in: tax id (checked by its checksum at the field), user id (`:userid` fills
 * it), password and the login's captcha. The session is the company user's, apart from any
 * consumer member session in the same browser.
 */
export default function EcsLoginScreen() {
  const { t } = useTranslation('enterprise');
  const { t: tCommon } = useTranslation();
  const { userid = '' } = useParams();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const refusal = useRefusal('enterprise');
  const session = useEcsSession();
  const signOut = useEcsSignOut();
  const form = useForm(
    { taxId: '', userId: userid, password: '', captcha: '' },
    {
      labels: {
        taxId: t('login.taxId'),
        userId: t('login.userId'),
        password: t('login.password'),
        captcha: tCommon('captcha.label'),
      },
    },
  );

  const signIn = useCaptchaSignIn(form);
  const { captcha } = signIn;

  async function submit(values: typeof form.values) {
    const taxId = validateTaxId(values.taxId);
    const valid = form.check({
      taxId: message(taxId),
      userId: message(validateRequired(values.userId)),
      ...signIn.secretErrors(values),
    });
    if (!valid || !taxId.ok) return;
    const authToken = await signIn.passCaptcha(values.captcha);
    if (!authToken) return;
    const login = await ecsLogin({
      taxId: taxId.value,
      userId: values.userId.trim(),
      password: values.password,
      authToken,
    });
    if ('error' in login) {
      signIn.refuse(refusal.of(login.error));
      return;
    }
    const { token, expiresIn, user, companyName } = login.data;
    saveEcsSession({
      token,
      expiresAt: Date.now() + expiresIn * 1000,
      user,
      companyName,
      taxId: login.data.taxId,
    });
    void navigate(href(paths.ecMain));
  }

  return (
    <PageFrame title={t('titles:ecsLogin')}>
      <div className="ecs-page">
        {session ? (
          <div className="notice" role="note">
            <p>{t('login.signedIn', { name: session.user.name, company: session.companyName })}</p>
            <div className="ecs-actions">
              <Link className="button button--primary" to={href(paths.ecMain)}>
                {t('login.toHome')}
              </Link>
              <Button variant="secondary" onClick={() => void signOut()}>
                {t('session.signOut')}
              </Button>
            </div>
          </div>
        ) : null}
        <Form
          form={form}
          onSubmit={submit}
          submitLabel={form.busy ? t('login.submitting') : t('login.submit')}
          submitDisabled={!captcha.challenge}
          alertAt="top"
          title={t('login.title')}
          stack
        >
          <p className="ecs-note">{t('login.apart')}</p>
          <TextField
            {...form.field('taxId')}
            label={t('login.taxId')}
            hint={t('login.taxIdHint')}
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
          />
          <TextField
            {...form.field('userId')}
            label={t('login.userId')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <SignInSecretFields
            password={form.field('password')}
            code={form.field('captcha')}
            captcha={captcha}
            accountPages={ENTERPRISE_ACCOUNT_PAGES}
            label={t('login.password')}
            hint={t('login.lockRule', ECS_SIGN_IN_LOCK)}
          />
        </Form>
        <p>
          <Link to={href(paths.ecsOnBoarding)}>{t('login.firstTime')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
