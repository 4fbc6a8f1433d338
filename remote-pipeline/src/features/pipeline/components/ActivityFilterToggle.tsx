import styled from 'styled-components';
import { Checkbox, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface ActivityFilterToggleProps {
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** As tall as the owner filter beside it, so the two line up in the header. */
const StyledToggle = styled(Checkbox)`
  min-height: 32px;
  padding: 0 ${space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** 'No activity planned': only the cards whose contact has no open activity (Pipedrive's amber mark). */
export function ActivityFilterToggle({ checked, onChange }: ActivityFilterToggleProps) {
  const t = useT();
  return <StyledToggle label={t('pipeline.activityFilter.label')} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
