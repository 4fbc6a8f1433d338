import useSWR from 'swr';
import { keys, organisationApi } from '@meridian/shared/api';
import { BackLink, PageHeader } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

/** The way back to the contacts, the page's title and how many contacts the organisation has. */
export function ImportPageHeader() {
  const t = useT();
  const { data } = useSWR(keys.summary(), () => organisationApi.summary());
  return (
    <>
      <BackLink to="/contacts">{t('import.page.back')}</BackLink>
      <PageHeader title={t('import.page.title')} subtitle={data ? t('import.page.contactCount', { count: data.contacts }) : undefined} />
    </>
  );
}
