import { StyledPageContainer } from '@meridian/shared/ui';

/**
 * The detail page's frame (also around its 'Select a contact' and 'Contact not found' views): the
 * shared StyledPageContainer, so its width and padding match the company detail page (issue 20 c-items).
 */
export const StyledDetailPage = StyledPageContainer;
