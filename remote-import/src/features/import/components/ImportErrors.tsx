import { useState } from 'react';
import styled from 'styled-components';
import { saveBlob } from '@meridian/shared/app';
import type { ImportResult } from '@meridian/shared/model';
import { Button, DownloadIcon, space } from '@meridian/shared/ui';
import { buildErrorReport, errorReportName } from '../utils/errorReport';
import { LISTED_ERRORS } from '../utils/importLimits';

export interface ImportErrorsProps {
  errors: ImportResult['errors'];
  failed: number;
  file?: File;
  delimiter: string;
  onError: (message: string) => void;
}

const StyledSection = styled.section`
  margin-top: ${space(5)};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
  list-style: none;

  li + li {
    margin-top: ${space(1)};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/** The first 10 errors as 'Row {n}: {message}', the rest counted, and the full report as CSV. */
export function ImportErrors({ errors, failed, file, delimiter, onError }: ImportErrorsProps) {
  const [building, setBuilding] = useState(false);
  const more = Math.max(errors.length, failed) - LISTED_ERRORS;
  const download = async () => {
    if (!file) return;
    setBuilding(true);
    try {
      const csv = await buildErrorReport(file, delimiter, errors);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), errorReportName(file.name));
    } catch (error) {
      console.error('[importer] error report', error);
      onError('Failed to build the error report');
    } finally {
      setBuilding(false);
    }
  };
  return (
    <StyledSection aria-label="Errors">
      <StyledHead>
        <h3>Errors</h3>
        {file && errors.length > 0 ? (
          <Button size="sm" onClick={download} loading={building}>
            <DownloadIcon size={14} />
            Download error report
          </Button>
        ) : null}
      </StyledHead>
      <StyledList>
        {errors.slice(0, LISTED_ERRORS).map(({ row, error }) => (
          <li key={`${row}:${error}`}>{`Row ${row}: ${error}`}</li>
        ))}
        {more > 0 ? <li>{`... and ${more.toLocaleString('en-US')} more errors`}</li> : null}
      </StyledList>
    </StyledSection>
  );
}
