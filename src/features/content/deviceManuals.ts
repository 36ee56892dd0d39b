import type { MobileManual } from '../../api/deviceManual';
import type { DeviceInformation } from '../../api/device';

function normalized(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** Whether a manual is for the handset device/information names (same brand and model). */
export function isManualForHandset(
  manual: MobileManual,
  handset: DeviceInformation | undefined,
): boolean {
  if (!handset?.model || !handset.brand) return false;
  return (
    normalized(manual.brand) === normalized(handset.brand) &&
    normalized(manual.model) === normalized(handset.model)
  );
}

/** The customer's handset's manuals first where it is known, the rest in the carrier's order. */
export function ownHandsetFirst(
  manuals: readonly MobileManual[],
  handset: DeviceInformation | undefined,
): MobileManual[] {
  const own = manuals.filter((manual) => isManualForHandset(manual, handset));
  return [...own, ...manuals.filter((manual) => !own.includes(manual))];
}
