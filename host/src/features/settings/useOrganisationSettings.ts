import useSWR, { useSWRConfig } from 'swr';
import { keys, keysOf, organisationApi, type OrganisationSettingsUpdate } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';

/**
 * The organisation's settings and their one save. A new record access rule changes what every
 * list shows and what the member may edit (/me); a new default currency, the board's totals.
 */
export function useOrganisationSettings() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const swr = useSWR(signedIn ? keys.organisationSettings() : null, organisationApi.settings);
  const { mutate } = useSWRConfig();
  const save = async (change: OrganisationSettingsUpdate) => {
    const saved = await organisationApi.updateSettings(change);
    await swr.mutate({ ...swr.data, ...saved }, { revalidate: false });
    void mutate(keysOf('me', 'contacts', 'contact', 'companies', 'company', 'board', 'deal'));
  };
  return { ...swr, save };
}
