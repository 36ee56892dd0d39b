import { useTranslation } from 'react-i18next';
import { href, paths } from '../../config/paths';
import { MemberPageFrame, type MemberPageContext } from '../../components/page/MemberPageFrame';
import { PointElsewhere } from './Notices';
import { SmsBillPanel } from './SmsBillPanel';
import './ebill.css';

function MobileSmsBill({ device, isCompany }: MemberPageContext) {
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
  if (device.deviceType === 'fixedline') {
    return (
      <PointElsewhere
        title={t('sms.redirect.toFixTitle')}
        body={t('sms.redirect.toFixBody')}
        to={href(paths.smsBillForFix)}
        linkText={t('sms.redirect.toFix')}
      />
    );
  }
  if (device.deviceType !== 'mobile') {
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
      <p className="eb-intro">{t('sms.introMobile')}</p>
      <SmsBillPanel key={device.deviceNo} device={device} line="mobile" />
    </>
  );
}

/** /SMSBill: the bill of a mobile number by text message - apply or stop. */
export default function SMSBillScreen() {
  const { t } = useTranslation(['ebill', 'titles']);
  return (
    <MemberPageFrame title={t('titles:smsBill')}>
      {(context) => <MobileSmsBill {...context} />}
    </MemberPageFrame>
  );
}
