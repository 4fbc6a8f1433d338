import styled from 'styled-components';

/** Sections of the shell's own pages (the frame is the shared StyledPageContainer). */
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
