import { useState } from 'react';
import styled from 'styled-components';
import { AlertIcon, Button, InfoIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { ColumnMapping } from '../utils/columnTargets';
import { mappingWarnings } from '../utils/mappingWarnings';

export interface MappingWarningsProps {
  headers: readonly string[];
  sampleRows: readonly (readonly string[])[];
  mapping: ColumnMapping;
}

/** Past this many columns left out, the list shows this many and a button for the rest. */
const FOLDED = 5;

const StyledBox = styled.div`
  margin-top: ${space(5)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningBg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $strong: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  min-width: 0;
  color: ${({ theme, $strong }) => ($strong ? theme.colors.warning : theme.colors.text)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.font.weight.medium : theme.font.weight.regular)};

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** The button's label lines up with the items' text (past the 14 px icon and its gap). */
const StyledMore = styled.div`
  margin: ${space(2)} 0 0 calc(14px + ${space(2)} - ${space(3)});
`;

/**
 * docs/PRODUCT.md §2 Map Columns, above the Import button: the parts of a contact no column gives
 * (rows without them are not imported), then each column that will not be imported.
 */
export function MappingWarnings({ headers, sampleRows, mapping }: MappingWarningsProps) {
  const t = useT();
  const [unfolded, setUnfolded] = useState(false);
  const { missing, skipped } = mappingWarnings(headers, sampleRows, mapping);
  if (!missing.length && !skipped.length) return null;
  const foldable = skipped.length > FOLDED + 1;
  const shown = foldable && !unfolded ? skipped.slice(0, FOLDED) : skipped;
  return (
    <StyledBox>
      <StyledList aria-label={t('import.warnings.label')}>
        {missing.map((part) => (
          <StyledItem key={part} $strong>
            <AlertIcon size={14} />
            <span>{t(`import.warnings.${part}`)}</span>
          </StyledItem>
        ))}
        {shown.map(({ header, number }) => (
          <StyledItem key={number} $strong={false}>
            <InfoIcon size={14} />
            <span>{header.trim() ? t('import.warnings.skipped', { column: header }) : t('import.warnings.skippedUnnamed', { number })}</span>
          </StyledItem>
        ))}
      </StyledList>
      {foldable ? (
        <StyledMore>
          <Button size="sm" variant="ghost" aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)}>
            {unfolded ? t('import.warnings.showFewer') : t('import.warnings.showMore', { count: skipped.length - FOLDED })}
          </Button>
        </StyledMore>
      ) : null}
    </StyledBox>
  );
}
