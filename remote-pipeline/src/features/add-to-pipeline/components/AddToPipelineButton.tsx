import { useEffect, useRef } from 'react';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';
import { PipelineButton } from '@meridian/shared/ui';
import { useAddToPipeline } from '../hooks/useAddToPipeline';

export interface AddToPipelineButtonProps {
  contact: Contact;
  /** The user already pressed the contacts remote's stand-in: add at once, once. */
  addNow?: boolean;
}

/** docs/PRODUCT.md §2 'Pipeline': adds the contact to the first stage of the default pipeline. */
export function AddToPipelineButton({ contact, addNow = false }: AddToPipelineButtonProps) {
  const { add, busyId } = useAddToPipeline();
  const started = useRef(false);
  useEffect(() => {
    if (!addNow || started.current) return;
    started.current = true;
    void add(contact);
  }, [add, addNow, contact]);
  return <PipelineButton name={contactDisplayName(contact)} busy={busyId === contact.id} onPress={() => void add(contact)} />;
}
