import { useId } from 'react';
import styled from 'styled-components';
import type { ImportEncoding, ImportFilePreview } from '@meridian/shared/model';
import { Select, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { delimiterOptions, encodingOptions, headerRowOptions, type ReadChoices } from '../utils/readingOptions';

export interface ReadingOptionsProps {
  /** What the preview detected or was asked for: the selects show it. */
  preview: ImportFilePreview;
  disabled: boolean;
  onChange: (change: ReadChoices) => void;
}

const StyledOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${space(3)};
  margin-bottom: ${space(4)};
`;

/** The header row's lines are long: a row of its own. */
const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledLabel = styled.label`
  display: block;
  margin-bottom: ${space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** How the file is read: encoding, delimiter and header row; each change previews the file again. */
export function ReadingOptions({ preview, disabled, onChange }: ReadingOptionsProps) {
  const t = useT();
  const encodingId = useId();
  const delimiterId = useId();
  const headerId = useId();
  return (
    <StyledOptions>
      <div>
        <StyledLabel htmlFor={encodingId}>{t('import.reading.encoding')}</StyledLabel>
        <Select
          id={encodingId}
          value={preview.encoding}
          options={encodingOptions()}
          disabled={disabled}
          onChange={(event) => onChange({ encoding: event.target.value as ImportEncoding })}
        />
      </div>
      <div>
        <StyledLabel htmlFor={delimiterId}>{t('import.reading.delimiter')}</StyledLabel>
        <Select
          id={delimiterId}
          value={preview.delimiter}
          options={delimiterOptions()}
          disabled={disabled}
          onChange={(event) => onChange({ delimiter: event.target.value as ReadChoices['delimiter'] })}
        />
      </div>
      <StyledWide>
        <StyledLabel htmlFor={headerId}>{t('import.reading.headerRow')}</StyledLabel>
        <Select
          id={headerId}
          value={String(preview.headerRow)}
          options={headerRowOptions(preview)}
          disabled={disabled}
          onChange={(event) => onChange({ headerRow: Number(event.target.value) })}
        />
      </StyledWide>
    </StyledOptions>
  );
}
