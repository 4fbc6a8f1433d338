import useSWR, { useSWRConfig } from 'swr';
import { keys, keysOf, organisationApi } from '@meridian/shared/api';
import type { OrganisationSettingsChange } from '@meridian/shared/model';
import { useSessionStore } from '@meridian/shared/auth';

/**
 * The organisation's settings and their one save. A new record access rule changes what every
 * list shows and what the member may edit (/me); a new default currency, the board's totals and what the exchange rates are read as.
 */
export function useOrganisationSettings() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const swr = useSWR(signedIn ? keys.organisationSettings() : null, organisationApi.settings);
  const { mutate } = useSWRConfig();
  const save = async (change: OrganisationSettingsChange) => {
    const saved = await organisationApi.updateSettings(change);
    await swr.mutate({ ...swr.data, ...saved }, { revalidate: false });
    void mutate(keysOf('me', 'contacts', 'contact', 'companies', 'company', 'board', 'deal', 'exchangeRates'));
  };
  return { ...swr, save };
}
