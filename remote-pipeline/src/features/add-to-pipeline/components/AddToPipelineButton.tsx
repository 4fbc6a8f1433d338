import type { SyntheticEvent } from 'react';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';
import { Button } from '@meridian/shared/ui';
import { useAddToPipeline } from '../hooks/useAddToPipeline';

export interface AddToPipelineButtonProps {
  contact: Contact;
}

// The card opens, selects and long-presses on its own events; the button must not trigger them.
const keepFromCard = (event: SyntheticEvent) => event.stopPropagation();

/** SPEC §2 'Pipeline': adds the contact to the first stage of the default pipeline. */
export function AddToPipelineButton({ contact }: AddToPipelineButtonProps) {
  const { add, busyId } = useAddToPipeline();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busyId === contact.id}
      aria-label={`Add ${contactDisplayName(contact)} to the pipeline`}
      onPointerDown={keepFromCard}
      onMouseDown={keepFromCard}
      onTouchStart={keepFromCard}
      onKeyDown={keepFromCard}
      onClick={(event) => {
        event.stopPropagation();
        void add(contact);
      }}
    >
      Pipeline
    </Button>
  );
}
