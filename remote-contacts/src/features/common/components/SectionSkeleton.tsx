import styled from 'styled-components';
import { SkeletonScreen, StyledSkeletonBlock, space } from '@meridian/shared/ui';

export interface SectionSkeletonProps {
  /** How many lines the section is expected to show. */
  lines?: number;
}

const StyledLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(2)} 0;
`;

/** A tab's or a section's loading shape (notes, files, activity, the deal): a few lines of text. */
export function SectionSkeleton({ lines = 3 }: SectionSkeletonProps) {
  return (
    <SkeletonScreen>
      <StyledLines>
        {Array.from({ length: lines }, (_, i) => (
          <StyledSkeletonBlock key={i} $width={i % 2 === 0 ? '90%' : '60%'} $height="14px" />
        ))}
      </StyledLines>
    </SkeletonScreen>
  );
}
