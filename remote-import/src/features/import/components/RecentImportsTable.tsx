import styled from 'styled-components';
import type { ImportJob } from '@meridian/shared/model';
import { space, StyledDataTable, visuallyHidden } from '@meridian/shared/ui';
import { RECENT_COLUMNS } from '../utils/recentColumns';
import { RecentImportRow } from './RecentImportRow';

export interface RecentImportsTableProps {
  imports: readonly ImportJob[];
  onError: (message: string) => void;
}

/** A table where there is room; each import a card of labelled lines where there is not (a phone). */
const StyledWrap = styled.div`
  container: recent-imports / inline-size;
`;

const StyledTable = styled(StyledDataTable)`
  font-size: ${({ theme }) => theme.font.size.sm};

  td {
    color: ${({ theme }) => theme.colors.text};
  }

  @container recent-imports (max-width: 720px) {
    display: block;

    thead {
      ${visuallyHidden}
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: ${space(3)};
      padding: ${space(2)} ${space(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.colors.surface};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${space(3)};
      max-width: none;
      padding: ${space(1)} 0;
      border: 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;

/** Recent imports: file, who, when, rows, counts, duration, status and the error report. */
export function RecentImportsTable({ imports, onError }: RecentImportsTableProps) {
  return (
    <StyledWrap>
      <StyledTable>
        <thead>
          <tr>
            {RECENT_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {imports.map((job) => (
            <RecentImportRow key={job.id} job={job} onError={onError} />
          ))}
        </tbody>
      </StyledTable>
    </StyledWrap>
  );
}
