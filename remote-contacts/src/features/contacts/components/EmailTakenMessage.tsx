import styled from 'styled-components';
import { Link } from '@meridian/shared/routing';
import { contactPath } from '../utils/contactPaths';
import type { EmailTakenBy } from '../utils/contactFormValues';

export interface EmailTakenMessageProps {
  takenBy: EmailTakenBy;
  /** Following the link leaves the form. */
  onOpen?: () => void;
}

const StyledLink = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
`;

/** 'Chloe Dubois already has this email', the name a link to that contact (one contact per email). */
export function EmailTakenMessage({ takenBy, onOpen }: EmailTakenMessageProps) {
  const [before, name, after] = takenBy.words;
  return (
    <>
      {before}
      <StyledLink to={contactPath(takenBy.id)} onClick={onOpen}>
        {name}
      </StyledLink>
      {after}
    </>
  );
}
