import styled from 'styled-components';
import { Avatar } from '@meridian/shared/ui';
import { intlLocale } from '@meridian/shared/i18n';
import { useT } from '../../i18n';
import type { Profile } from './profile';
import { timeZoneChoice } from './timeZones';
import { zoneLabel } from './zoneLabel';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px 24px;
  margin: 20px 0 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
`;

export function ProfileView({ profile }: { profile: Profile }) {
  const t = useT();
  const zone = timeZoneChoice(profile.timezone, intlLocale());
  const rows: [string, string][] = [
    [t('shell.profile.field.name'), profile.name],
    [t('shell.profile.field.email'), profile.email],
    [t('shell.profile.field.company'), profile.company],
    [t('shell.profile.field.role'), profile.role],
    [t('shell.profile.field.phone'), profile.phone],
    [t('shell.profile.field.timezone'), zoneLabel(t, zone)],
  ];
  return (
    <>
      <StyledHead>
        <Avatar name={profile.name || '?'} size={56} />
        {profile.name || '-'}
      </StyledHead>
      <StyledList>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </StyledList>
    </>
  );
}
