import useSWR from 'swr';
import { keys, teamApi } from '@meridian/shared/api';

/** The organisation's members and open invitations (GET /organisation/members, admins only). */
export function useTeam(enabled: boolean) {
  return useSWR(enabled ? keys.team() : null, teamApi.list);
}
