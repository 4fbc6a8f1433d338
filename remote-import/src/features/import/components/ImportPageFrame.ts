import styled from 'styled-components';
import { Card, PAGE_MAX_WIDTH, PHONE_MEDIA, space, StyledPageContainer } from '@meridian/shared/ui';

/**
 * The shared page frame (the same padding, so the same left edge, as every other page), with two
 * differences:
 * - `position: relative`: the shell's <main> scrolls (overflow: auto) but is not positioned, so
 *   an absolutely positioned element inside this page (the visually hidden table headings of
 *   Recent imports' card layout, any visually hidden label) would otherwise be placed against the
 *   document, outside that scroll box: the document grew by the page's height and a phone could
 *   scroll the whole shell (top bar, menu button, form) off the screen onto a blank area.
 * - no width cap: Recent imports is a list and uses the room the window has, like the other
 *   sections' lists; the wizard keeps the standard page width (StyledWizard).
 */
export const StyledImportPage = styled(StyledPageContainer)`
  position: relative;
  max-width: none;
`;

/** The standard page width (PAGE_MAX_WIDTH less the frame's side padding) for the wizard. */
export const StyledWizard = styled.div`
  max-width: calc(${PAGE_MAX_WIDTH} - 2 * ${space(7)});
`;

/** On a phone every pixel of the 390 px counts: the wizard's card pads less. */
export const StyledImportCard = styled(Card)`
  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;
