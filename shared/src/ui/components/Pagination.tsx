import styled from 'styled-components';
import { formatCount } from '../../format/formatCount';
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
  if (pages <= 1) return null;
  return (
    <StyledPagination aria-label="Pagination" className={className}>
      <Button size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon size={14} />
        Previous
      </Button>
      <span>{`Page ${formatCount(page)} of ${formatCount(pages)}`}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
        <ChevronRightIcon size={14} />
      </Button>
    </StyledPagination>
  );
}
