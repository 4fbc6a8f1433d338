import styled from 'styled-components';
import { formatCount } from '../../format/formatCount';
import { useCommonT } from '@meridian/shared/i18n';
import { ChevronLeftIcon } from '../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../icons/ChevronRightIcon';
import { space } from '../theme/tokens';
import { Button } from './Button';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
  className?: string;
}

const StyledPagination = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(3)};
  margin-top: ${space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 'Previous' / 'Page X of Y' / 'Next'; nothing at all when there is a single page. */
export function Pagination({ page, pages, onChange, className }: PaginationProps) {
  const t = useCommonT();
  if (pages <= 1) return null;
  return (
    <StyledPagination aria-label={t('common.pagination.label')} className={className}>
      <Button size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon size={14} />
        {t('common.pagination.previous')}
      </Button>
      <span>{t('common.pagination.page', { page: formatCount(page), pages: formatCount(pages) })}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('common.pagination.next')}
        <ChevronRightIcon size={14} />
      </Button>
    </StyledPagination>
  );
}
