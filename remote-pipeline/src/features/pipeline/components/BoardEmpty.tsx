import styled, { css } from 'styled-components';
import { Link } from '@meridian/shared/routing';
import { usePermissions } from '@meridian/shared/app';
import { EmptyState, KanbanIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

/** A link that looks like the kit's Button (it goes to another page, so it is a link). */
const StyledLinkButton = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${({ $primary, theme }) =>
    $primary &&
    css`
      border-color: transparent;
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover {
        background: ${theme.colors.primaryHover};
      }
    `}
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(2)};
`;

/**
 * A pipeline nobody has been added to yet: instead of empty columns, what to do next. Contacts
 * join the board from the contacts list's 'Pipeline' button (docs/PRODUCT.md §4.2).
 */
export function BoardEmpty() {
  const t = useT();
  const p = usePermissions();
  // Only an admin imports; a read-only member adds nobody, so is told only who will.
  let description = t('pipeline.board.empty.readonlyDescription');
  if (p.can('admin')) description = t('pipeline.board.empty.description');
  else if (p.canCreate) description = t('pipeline.board.empty.memberDescription');
  return (
    <EmptyState
      icon={<KanbanIcon size={32} />}
      title={t('pipeline.board.empty.title')}
      description={description}
      action={
        <StyledActions>
          <StyledLinkButton to="/contacts" $primary>
            {t('pipeline.board.empty.contacts')}
          </StyledLinkButton>
          {p.can('admin') ? <StyledLinkButton to="/import">{t('pipeline.board.empty.import')}</StyledLinkButton> : null}
        </StyledActions>
      }
    />
  );
}
