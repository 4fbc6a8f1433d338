import styled from 'styled-components';
import type { ImportJob } from '@meridian/shared/model';
import { space, StyledDataTable, visuallyHidden } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { recentColumnLabels } from '../utils/recentColumns';
import { RecentImportRow } from './RecentImportRow';

export interface RecentImportsTableProps {
  imports: readonly ImportJob[];
  onError: (message: string) => void;
}

/**
 * A table where its eight columns fit on one line each (German headings included); below that
 * width each import is a card of labelled lines.
 */
const RECENT_IMPORTS_CARDS = '(max-width: 959.98px)';

/** The container whose width picks the layout (the page's, not the window's). */
const StyledWrap = styled.div`
  position: relative;
  container: recent-imports / inline-size;
`;

const StyledTable = styled(StyledDataTable)`
  font-size: ${({ theme }) => theme.font.size.sm};

  td {
    color: ${({ theme }) => theme.colors.text};
  }

  @container recent-imports ${RECENT_IMPORTS_CARDS} {
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
      width: auto;
      max-width: none;
      padding: ${space(1)} 0;
      border: 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    /* A long heading wraps between its words; the value beside it stays whole. */
    td::before {
      content: attr(data-label);
      flex: 0 1 auto;
      white-space: normal;
      overflow-wrap: normal;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;

/** Recent imports: file, who, when, rows, counts, duration, status and the error report. */
export function RecentImportsTable({ imports, onError }: RecentImportsTableProps) {
  useT(); // the headings follow a change of language
  const columns = recentColumnLabels();
  return (
    <StyledWrap>
      <StyledTable>
        <thead>
          <tr>
            {columns.map((column) => (
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
