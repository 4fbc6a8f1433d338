import type { BoardCard } from '@meridian/shared/model';
import { ContactCardBody } from './ContactCardBody';
import { ContactCardDeal } from './ContactCardDeal';
import { ContactCardNext } from './ContactCardNext';
import { GripIcon } from './GripIcon';
import { StyledCardFrame } from './cardStyles';

export interface ContactCardPreviewProps {
  contact: BoardCard;
}

/** What follows the pointer in the DragOverlay: a lifted, non-interactive copy of the card. */
export function ContactCardPreview({ contact }: ContactCardPreviewProps) {
  return (
    <StyledCardFrame $lifted data-drag-preview={contact.id} aria-hidden>
      <GripIcon />
      <ContactCardBody contact={contact} />
      <ContactCardNext next={contact.next_activity ?? null} nextStep={contact.deal.next_step} />
      <ContactCardDeal deal={contact.deal} closed={false} />
    </StyledCardFrame>
  );
}
