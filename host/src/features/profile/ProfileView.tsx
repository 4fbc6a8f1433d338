import styled from 'styled-components';
import { Avatar } from '@meridian/shared/ui';
import { TIMEZONES, type Profile } from './profile';

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
  const rows: [string, string][] = [
    ['Full name', profile.name],
    ['Email', profile.email],
    ['Company', profile.company],
    ['Role', profile.role],
    ['Phone', profile.phone],
    ['Timezone', TIMEZONES.find((tz) => tz.value === profile.timezone)?.label ?? profile.timezone],
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
