import { isFixedlineMgmOpen } from '../../lib/gates';
import { useServerNow } from '../../components/useServerNow';
import { LoadingState } from '../../components/page/StatusStates';
import { isTestEnvironment } from '../../config/env';
import NotFoundScreen from './NotFoundScreen';
import ServicePendingScreen from './ServicePendingScreen';

/**
 * /FixedlineMGM opens on its day by the server's clock (the local one when the server time is
 * unknown); before it the page does not exist. The test environment has it earlier.
 */
export default function FixedlineMgmScreen() {
  const now = useServerNow(!isTestEnvironment);
  const open = isTestEnvironment ? true : now === null ? null : isFixedlineMgmOpen(now, false);
  if (open === null) return <LoadingState />;
  return open ? <ServicePendingScreen /> : <NotFoundScreen />;
}
