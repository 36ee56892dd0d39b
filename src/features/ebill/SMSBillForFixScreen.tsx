import { useTranslation } from 'react-i18next';
import { href, paths } from '../../config/paths';
import { MemberPageFrame, type MemberPageContext } from '../../components/page/MemberPageFrame';
import { PointElsewhere } from './Notices';
import { SmsBillPanel } from './SmsBillPanel';
import './ebill.css';

function FixLineSmsBill({ device, isCompany }: MemberPageContext) {
  const { t } = useTranslation('ebill');
  if (isCompany) {
    return (
      <PointElsewhere
        title={t('sms.company.title')}
        body={t('sms.company.body')}
        to={href(paths.eBill)}
        linkText={t('sms.toEBill')}
      />
    );
  }
  if (device.deviceType === 'mobile') {
    return (
      <PointElsewhere
        title={t('sms.redirect.toMobileTitle')}
        body={t('sms.redirect.toMobileBody')}
        to={href(paths.smsBill)}
        linkText={t('sms.redirect.toMobile')}
      />
    );
  }
  if (device.deviceType !== 'fixedline') {
    return (
      <PointElsewhere
        title={t('sms.broadband.title')}
        body={t('sms.broadband.body')}
        to={href(paths.eBill)}
        linkText={t('sms.toEBill')}
      />
    );
  }
  return (
    <>
      <p className="eb-intro">{t('sms.introFix')}</p>
      <SmsBillPanel key={device.deviceNo} device={device} line="fixline" />
    </>
  );
}

/** /SMSBillForFix: a fixed line's bill by text message to the member's mobile. */
export default function SMSBillForFixScreen() {
  const { t } = useTranslation(['ebill', 'titles']);
  return (
    <MemberPageFrame title={t('titles:smsBillForFix')}>
      {(context) => <FixLineSmsBill {...context} />}
    </MemberPageFrame>
  );
}
