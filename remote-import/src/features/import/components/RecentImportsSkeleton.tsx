import styled from 'styled-components';
import { space, StyledSkeletonBlock } from '@meridian/shared/ui';

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr 2fr 1fr 2fr 1fr 1fr;
  gap: ${space(4)};
  align-items: center;
  padding: ${space(3)} ${space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const WIDTHS = ['80%', '70%', '90%', '60%', '80%', '70%', '100%'] as const;

/** Recent imports' shape while its first page loads (a heading row and three imports), inside a SkeletonScreen. */
export function RecentImportsSkeleton() {
  return (
    <>
      {[0, 1, 2, 3].map((row) => (
        <StyledRow key={row}>
          {WIDTHS.map((width, column) => (
            <StyledSkeletonBlock key={column} $width={row === 0 ? '50%' : width} $height={row === 0 ? '10px' : '14px'} />
          ))}
        </StyledRow>
      ))}
    </>
  );
}
