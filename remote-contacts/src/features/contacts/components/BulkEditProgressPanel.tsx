import styled from 'styled-components';
import { formatCount } from '@meridian/shared/format';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { BulkEditProgress } from '../hooks/useBulkEdit';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0 0 ${space(3)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTrack = styled.div`
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.3s ease-out;
`;

/**
 * A bulk edit of more than 10,000 contacts (or its undo) runs as a job on the server: 'Updating
 * 12,000 of 100,000 contacts…' with a bar, above the list, until it ends (then the toast says how
 * it went). The words are a live region, so a screen reader hears them too.
 */
export function BulkEditProgressPanel({ progress }: { progress: BulkEditProgress | null }) {
  const t = useT();
  if (!progress) return null;
  const { kind, processed, total } = progress;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  const label = t(kind === 'edit' ? 'contacts.bulkEdit.progress' : 'contacts.bulkEdit.undoProgress', {
    processed: formatCount(processed),
    total: formatCount(total),
  });
  return (
    <StyledPanel>
      <span role="status">{label}</span>
      <StyledTrack role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <StyledFill $percent={percent} />
      </StyledTrack>
    </StyledPanel>
  );
}
