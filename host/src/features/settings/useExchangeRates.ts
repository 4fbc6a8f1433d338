import useSWR, { useSWRConfig } from 'swr';
import { keys, keysOf, organisationApi } from '@meridian/shared/api';
import type { ExchangeRateChange, ExchangeRatesAnswer } from '@meridian/shared/model';
import { useSessionStore } from '@meridian/shared/auth';

/** The organisation's exchange rates and an admin's set and remove; each change reconverts the boards' totals. */
export function useExchangeRates() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const swr = useSWR<ExchangeRatesAnswer>(signedIn ? keys.exchangeRates() : null, organisationApi.exchangeRates);
  const { mutate } = useSWRConfig();
  const changed = async () => {
    await swr.mutate();
    void mutate(keysOf('board'));
  };
  const set = async (currency: string, change: ExchangeRateChange) => {
    await organisationApi.setExchangeRate(currency, change);
    await changed();
  };
  const remove = async (currency: string, validFrom: string) => {
    await organisationApi.removeExchangeRate(currency, validFrom);
    await changed();
  };
  return { ...swr, set, remove };
}
