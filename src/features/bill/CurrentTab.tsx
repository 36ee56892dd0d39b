import { useRef, useState } from 'react';
import type { BillInfo } from '../../api/types/bill';
import type { Device } from '../../api/types/member';
import { BillComparison } from './BillComparison';
import { NoBillsYet } from './BillParts';
import { CurrentBill } from './CurrentBill';
import { DevicesSummary } from './DevicesSummary';
import { PayFlow } from './PayBill';
import { UnbilledCharges } from './UnbilledCharges';

/**
 * The current bill of the selected number: the bill with "Pay now" and the payment, the change
 * from last month, what has been charged since, and (several numbers) what each number owes.
 */
export function CurrentTab({
  info,
  device,
  name,
  canSwitch,
}: {
  info: BillInfo;
  device: Device;
  /** The number as the customer knows it (name and number). */
  name: string;
  canSwitch: boolean;
}) {
  const [paying, setPaying] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const bill = info.current;
  const previous = info.history[1];
  const mobile = device.deviceType === 'mobile';
  // A landline's bill also carries one-off charges (parking fees), but no small payments.
  const unbilled = mobile || device.deviceType === 'fixedline';

  return (
    <>
      {bill ? (
        <CurrentBill
          info={info}
          bill={bill}
          paying={paying}
          onPay={() => {
            setPaying(true);
          }}
          payButton={payButton}
        />
      ) : (
        <NoBillsYet canSwitch={canSwitch} />
      )}
      {paying ? (
        <PayFlow
          info={info}
          name={name}
          onClose={() => {
            setPaying(false);
            requestAnimationFrame(() => payButton.current?.focus());
          }}
        />
      ) : null}
      {bill && previous ? (
        <BillComparison deviceNo={info.deviceNo} current={bill} previous={previous} />
      ) : null}
      {unbilled ? <UnbilledCharges deviceNo={info.deviceNo} smallPayments={mobile} /> : null}
      {canSwitch ? <DevicesSummary currentDeviceNo={info.deviceNo} /> : null}
    </>
  );
}
