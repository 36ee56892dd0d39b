import { useEffect, useState } from 'react';
import { isFixedlineMgmOpen } from '../../app/gates';
import { serverNow } from '../../app/serverTime';
import { LoadingState } from '../../components/StatusStates';
import { isTestEnvironment } from '../../config/env';
import NotFoundScreen from './NotFoundScreen';
import ServicePendingScreen from './ServicePendingScreen';

/**
 * /FixedlineMGM opens on its day by the server's clock (the local one when the server time is
 * unknown); before it the page does not exist. The test environment has it earlier.
 */
export default function FixedlineMgmScreen() {
  const [open, setOpen] = useState<boolean | null>(isTestEnvironment ? true : null);

  useEffect(() => {
    if (isTestEnvironment) return;
    let active = true;
    void serverNow().then((now) => {
      if (active) setOpen(isFixedlineMgmOpen(now, false));
    });
    return () => {
      active = false;
    };
  }, []);

  if (open === null) return <LoadingState />;
  return open ? <ServicePendingScreen /> : <NotFoundScreen />;
}
