import { SkeletonScreen, StyledSkeletonBlock, StyledSkeletonLines, StyledSkeletonRow } from '@meridian/shared/ui';

const ROWS = [0, 1, 2, 3, 4];

/** The event list in outline while it loads. */
export function AuditSkeleton() {
  return (
    <SkeletonScreen>
      {ROWS.map((row) => (
        <StyledSkeletonRow key={row} style={{ padding: '12px 0' }}>
          <StyledSkeletonBlock $width="140px" />
          <StyledSkeletonLines>
            <StyledSkeletonBlock $width="70%" />
          </StyledSkeletonLines>
        </StyledSkeletonRow>
      ))}
    </SkeletonScreen>
  );
}
