import { useTranslation } from 'react-i18next';
import type { H5Info } from '../../api/contract';
import { Button } from '../../components/Button';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { usePartnerLink } from '../../components/usePartnerLink';
import { useRefusal } from '../../components/useRefusal';
import { env } from '../../config/env';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useGetH5InfoQuery } from './h5Api';
import './messages.css';

const LINK_KEY = 'h5';

/** The partner's page with this session's one-time token. */
function handOffUrl(info: H5Info): string {
  const url = new URL(info.url);
  url.searchParams.set('authToken', info.authToken);
  return url.toString();
}

function CompanionPage() {
  const { t } = useTranslation('messages');
  const token = useAppSelector(selectMemberToken);
  const query = useGetH5InfoQuery({ clientKey: env.companionClientKey, token });
  const refusal = useRefusal('messages');
  const partner = usePartnerLink(t('h5.notAllowed'));
  const failure = query.error ? refusal.of(query.error) : undefined;

  const open = async (info: H5Info) => {
    await partner.open(LINK_KEY, handOffUrl(info));
    // A token is read once: the next opening needs a fresh one.
    void query.refetch();
  };

  return (
    <QueryView
      query={{ ...query, error: failure }}
      loading={t('h5.loading')}
      errorTitle={t('h5.error')}
    >
      {(info) => (
        <>
          <div className="messages-actions">
            <Button busy={partner.running !== null} onClick={() => void open(info)}>
              {t('h5.open')}
            </Button>
          </div>
          <FormAlert title={t('h5.failed')} error={partner.failure?.error ?? null} />
          <FormSuccess>{partner.opened === LINK_KEY ? t('h5.opened') : null}</FormSuccess>
        </>
      )}
    </QueryView>
  );
}

/**
 * /H5: the companion partner's mobile web services. Contract/H5Info (with the partner's fixed
 * client key) gives its page and a one-time sign-on token; the page opens only when its host is
 * on the SSO whitelist, through the app when embedded.
 */
export default function H5Screen() {
  const { t } = useTranslation(['messages', 'titles']);
  return (
    <MemberPageFrame title={t('titles:h5')} needsDevice={false}>
      {() => (
        <>
          <p>{t('h5.intro')}</p>
          <p>{t('h5.signOn')}</p>
          <CompanionPage />
        </>
      )}
    </MemberPageFrame>
  );
}
