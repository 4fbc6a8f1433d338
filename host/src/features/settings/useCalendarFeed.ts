import { useState } from 'react';
import useSWR from 'swr';
import type { CalendarFeed } from '@meridian/shared/model';
import { calendarApi, keys } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';

/**
 * The member's calendar feed (GET /me/calendar). Turning it on or regenerating it answers the
 * private URL once: kept here to show until the page is left; the server keeps only its hash.
 */
export function useCalendarFeed() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const swr = useSWR<CalendarFeed>(signedIn ? keys.calendarFeed() : null, calendarApi.get);
  const [url, setUrl] = useState<string | null>(null);

  const renew = async () => {
    const feed = await calendarApi.renew();
    setUrl(feed.url ?? null);
    await swr.mutate({ enabled: feed.enabled, created_at: feed.created_at }, { revalidate: false });
  };
  const turnOff = async () => {
    await calendarApi.turnOff();
    setUrl(null);
    await swr.mutate({ enabled: false, created_at: null }, { revalidate: false });
  };
  return { ...swr, url, renew, turnOff };
}
