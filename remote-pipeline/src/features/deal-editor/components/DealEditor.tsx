import type { DealEditorProps } from '@meridian/shared/federation';
import { DealEntries } from './DealEntries';
import { EntryDeal } from './EntryDeal';

/**
 * A contact's deal, loaded by the editor itself (so the board's side panel and the contact page
 * need nothing but the id), then edited in a form that saves only what changed; shown as text to
 * a member who may not change it. With `pipelineId` (the board's card) the entry in that pipeline;
 * without it (the contact page) every entry of the contact, each with its stage (DealEntries).
 */
export function DealEditor({ contactId, pipelineId, onSaved, readOnly = false }: DealEditorProps) {
  if (pipelineId === undefined) return <DealEntries contactId={contactId} onSaved={onSaved} readOnly={readOnly} />;
  return <EntryDeal contactId={contactId} pipelineId={pipelineId} onSaved={onSaved} readOnly={readOnly} />;
}
