import styled from 'styled-components';

/** Page frame for the shell's own pages (the remotes have their own). */
export const StyledPage = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 32px 24px 64px;
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledSection = styled.section`
  margin-top: 24px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0 0 16px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
`;

export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;
