import { selectIsCompany, selectIsMember, selectPrepaidHolder } from '../../state/session';
import type { RootState } from '../../state/store';
import { vipTier, type VipTier } from './vipLevel';

/**
 * Who the header speaks to: a visitor, a member with a level (none for tax-id customers), or a
 * prepaid card holder signed in with the card alone (by number). A member session comes first.
 */
export type AccountView =
  | { kind: 'visitor' }
  | { kind: 'member'; name: string; tier: VipTier | null }
  | { kind: 'prepaid'; number: string };

export function selectAccountView(state: RootState): AccountView {
  const { client, member } = state;
  if (!selectIsMember(state)) {
    const holder = selectPrepaidHolder(state);
    return holder ? { kind: 'prepaid', number: holder } : { kind: 'visitor' };
  }
  const info = member.chtMemberInfo;
  const name = [info?.name, info?.nickname].map((text) => text?.trim() ?? '').find(Boolean) ?? '';
  return {
    kind: 'member',
    name,
    tier: selectIsCompany(state) ? null : vipTier(client.vipLevel),
  };
}

/** Whether the header shows the prepaid navigation. */
export function selectShowsPrepaid(state: RootState): boolean {
  return selectAccountView(state).kind === 'prepaid';
}
