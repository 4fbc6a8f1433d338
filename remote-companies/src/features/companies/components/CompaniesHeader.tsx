import styled from 'styled-components';
import { Button, PageHeader, PHONE_MEDIA, PlusIcon, space, ViewToggle, visuallyHidden, type ViewMode } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface CompaniesHeaderProps {
  /** pagination.total; the count is left out until the first answer. */
  total: number | undefined;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** Absent for a read-only user: no Add Company. */
  onAdd?: () => void;
}

/** On a phone the title, the toggle and the add button share one row: the button keeps its icon, its words go to assistive technology. */
const StyledHeader = styled(PageHeader)`
  ${PHONE_MEDIA} {
    flex-wrap: nowrap;
    margin-bottom: ${space(4)};
  }
`;

const StyledAddLabel = styled.span`
  ${PHONE_MEDIA} {
    ${visuallyHidden}
  }
`;

export function CompaniesHeader({ total, view, onViewChange, onAdd }: CompaniesHeaderProps) {
  const t = useT();
  return (
    <StyledHeader
      title={t('companies.title')}
      subtitle={total === undefined ? undefined : t('companies.count', { count: total })}
      actions={
        <>
          <ViewToggle value={view} onChange={onViewChange} />
          {onAdd ? (
            <Button variant="primary" onClick={onAdd}>
              <PlusIcon size={16} />
              <StyledAddLabel>{t('companies.add')}</StyledAddLabel>
            </Button>
          ) : null}
        </>
      }
    />
  );
}
