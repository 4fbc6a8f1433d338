import styled from 'styled-components';
import { useNavigate } from '@meridian/shared/routing';
import { Button, DuplicatesIcon, PageHeader, PHONE_MEDIA, PlusIcon, space, ViewToggle, visuallyHidden, type ViewMode } from '@meridian/shared/ui';
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

/** A button's words on wider screens; on a phone they go to assistive technology, the icon stays. */
const StyledAddLabel = styled.span`
  ${PHONE_MEDIA} {
    ${visuallyHidden}
  }
`;

/** On a phone, a square of its icon alone: the title and four controls share one row, in German too. */
const StyledIconOnPhone = styled(Button)`
  ${PHONE_MEDIA} {
    width: 36px;
    padding: 0;
  }
`;

/** Title, count, grid/list toggle, Find duplicates (to /companies/duplicates) and Add Company. */
export function CompaniesHeader({ total, view, onViewChange, onAdd }: CompaniesHeaderProps) {
  const t = useT();
  const navigate = useNavigate();
  const findLabel = t('companies.duplicates.find');
  return (
    <StyledHeader
      title={t('companies.title')}
      subtitle={total === undefined ? undefined : t('companies.count', { count: total })}
      actions={
        <>
          <ViewToggle value={view} onChange={onViewChange} />
          <StyledIconOnPhone title={findLabel} onClick={() => navigate('/companies/duplicates')}>
            <DuplicatesIcon size={16} />
            <StyledAddLabel>{findLabel}</StyledAddLabel>
          </StyledIconOnPhone>
          {onAdd ? (
            <StyledIconOnPhone variant="primary" onClick={onAdd}>
              <PlusIcon size={16} />
              <StyledAddLabel>{t('companies.add')}</StyledAddLabel>
            </StyledIconOnPhone>
          ) : null}
        </>
      }
    />
  );
}
