import { StyledPageContainer } from '@meridian/shared/ui';

/**
 * The detail page's frame (also around its 'Select a contact' and 'Contact not found' views): the
 * shared StyledPageContainer, so its width and padding match the company detail page.
 */
export const StyledDetailPage = StyledPageContainer;
