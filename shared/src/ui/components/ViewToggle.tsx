import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { GridIcon } from '../icons/GridIcon';
import { ListIcon } from '../icons/ListIcon';
import { IconButton } from './IconButton';

export type ViewMode = 'grid' | 'list';

export interface ViewToggleProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  className?: string;
}

const StyledGroup = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export function ViewToggle({ value, onChange, className }: ViewToggleProps) {
  const t = useCommonT();
  return (
    <StyledGroup role="group" aria-label={t('common.view.label')} className={className}>
      <IconButton size="sm" aria-label={t('common.view.grid')} title={t('common.view.grid')} aria-pressed={value === 'grid'} onClick={() => onChange('grid')}>
        <GridIcon />
      </IconButton>
      <IconButton size="sm" aria-label={t('common.view.list')} title={t('common.view.list')} aria-pressed={value === 'list'} onClick={() => onChange('list')}>
        <ListIcon />
      </IconButton>
    </StyledGroup>
  );
}
