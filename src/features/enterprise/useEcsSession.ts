import { useSyncExternalStore } from 'react';
import { readEcsSession, subscribeEcsSession, type EcsSession } from '../../api/ecsSession';

const readNow = () => readEcsSession();

/** The enterprise session of this browser (null: no company user is signed in). */
export function useEcsSession(): EcsSession | null {
  return useSyncExternalStore(subscribeEcsSession, readNow, () => null);
}
