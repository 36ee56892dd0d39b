import { useTranslation } from 'react-i18next';
import { MemberPageFrame, type MemberPageContext } from '../../components/page/MemberPageFrame';
import { href, paths } from '../../config/paths';
import { PointElsewhere } from './Notices';
import { SmsBillPanel } from './SmsBillPanel';
import './ebill.css';

type Line = 'mobile' | 'fixline';

/** What each screen is for, and where it sends a number of the other line. */
const LINES = {
  mobile: {
    title: 'titles:smsBill',
    deviceType: 'mobile',
    intro: 'sms.introMobile',
    other: {
      deviceType: 'fixedline',
      title: 'sms.redirect.toFixTitle',
      body: 'sms.redirect.toFixBody',
      to: paths.smsBillForFix,
      linkText: 'sms.redirect.toFix',
    },
  },
  fixline: {
    title: 'titles:smsBillForFix',
    deviceType: 'fixedline',
    intro: 'sms.introFix',
    other: {
      deviceType: 'mobile',
      title: 'sms.redirect.toMobileTitle',
      body: 'sms.redirect.toMobileBody',
      to: paths.smsBill,
      linkText: 'sms.redirect.toMobile',
    },
  },
} as const;

function SmsBillContent({ device, isCompany, line }: MemberPageContext & { line: Line }) {
  const { t } = useTranslation('ebill');
  const texts = LINES[line];
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
  if (device.deviceType === texts.other.deviceType) {
    return (
      <PointElsewhere
        title={t(texts.other.title)}
        body={t(texts.other.body)}
        to={href(texts.other.to)}
        linkText={t(texts.other.linkText)}
      />
    );
  }
  if (device.deviceType !== texts.deviceType) {
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
      <p className="eb-intro">{t(texts.intro)}</p>
      <SmsBillPanel key={device.deviceNo} device={device} line={line} />
    </>
  );
}

/**
 * /SMSBill (a mobile number) and /SMSBillForFix (a fixed line, by text to the member's mobile):
 * the bill by text message - apply or stop. A number of the other line is pointed to its page.
 */
export function SmsBillPage({ line }: { line: Line }) {
  const { t } = useTranslation(['ebill', 'titles']);
  return (
    <MemberPageFrame title={t(LINES[line].title)}>
      {(context) => <SmsBillContent {...context} line={line} />}
    </MemberPageFrame>
  );
}
