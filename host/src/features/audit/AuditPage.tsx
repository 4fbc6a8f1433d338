import { useState } from 'react';
import { errorText } from '@meridian/shared/api';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { BackLink, Button, DownloadIcon, EmptyState, ErrorState, PageHeader, StyledPageContainer, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { NoAccess } from '../common/NoAccess';
import { StyledSection } from '../common/Page';
import { useTeam } from '../team/useTeam';
import { AuditEventList } from './AuditEventList';
import { AuditFilters } from './AuditFilters';
import { AuditSkeleton } from './AuditSkeleton';
import { exportAuditCsv } from './exportAuditCsv';
import { useAuditLog, type AuditFilters as Filters } from './useAuditLog';

/** Settings › Audit log (admins): who changed what and when, filtered, paged, exportable as CSV. */
export function AuditPage() {
  const t = useT();
  usePageTitle(t('shell.audit.title'));
  const admin = usePermissions().can('admin');
  const [filters, setFilters] = useState<Filters>({});
  const [exporting, setExporting] = useState(false);
  const team = useTeam(admin);
  const { events, error, isLoading, hasMore, loadingMore, loadMore, retry } = useAuditLog(filters, admin);

  if (!admin) return <NoAccess />;

  const download = async () => {
    setExporting(true);
    try {
      await exportAuditCsv(filters);
    } catch (failure) {
      toast.error(errorText(failure, translate('shell.audit.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const content = () => {
    if (error && !events) return <ErrorState title={t('shell.audit.loadFailed')} description={errorText(error, '')} onRetry={retry} />;
    if (isLoading || !events) return <AuditSkeleton />;
    if (!events.length) {
      const filtered = Object.keys(filters).length > 0;
      return (
        <EmptyState title={filtered ? t('shell.audit.noMatch') : t('shell.audit.empty')} description={filtered ? undefined : t('shell.audit.emptyText')} />
      );
    }
    return (
      <>
        <AuditEventList events={events} />
        {hasMore ? (
          <Button style={{ marginTop: 16 }} loading={loadingMore} onClick={loadMore}>
            {t('shell.audit.loadMore')}
          </Button>
        ) : null}
        {error ? <ErrorState title={t('shell.audit.loadFailed')} onRetry={retry} /> : null}
      </>
    );
  };

  return (
    <StyledPageContainer>
      <BackLink to="/settings">{t('shell.backToSettings')}</BackLink>
      <PageHeader
        title={t('shell.audit.title')}
        subtitle={t('shell.audit.subtitle')}
        actions={
          <Button loading={exporting} onClick={() => void download()}>
            <DownloadIcon aria-hidden="true" /> {t('shell.audit.export')}
          </Button>
        }
      />
      <StyledSection>
        <AuditFilters value={filters} onChange={setFilters} members={team.data?.members ?? []} />
        {content()}
      </StyledSection>
    </StyledPageContainer>
  );
}
