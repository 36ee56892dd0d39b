import { selectIsCompany, selectIsMember } from '../../state/session';
import type { RootState } from '../../state/store';
import { vipTier, type VipTier } from './vipLevel';

/** Who the header speaks to: a visitor, or a member with a level (none for tax-id customers). */
export type AccountView =
  { kind: 'visitor' } | { kind: 'member'; name: string; tier: VipTier | null };

export function selectAccountView(state: RootState): AccountView {
  const { client, member } = state;
  if (!selectIsMember(state)) return { kind: 'visitor' };
  const info = member.chtMemberInfo;
  const name = [info?.name, info?.nickname].map((text) => text?.trim() ?? '').find(Boolean) ?? '';
  return {
    kind: 'member',
    name,
    tier: selectIsCompany(state) ? null : vipTier(client.vipLevel),
  };
}
