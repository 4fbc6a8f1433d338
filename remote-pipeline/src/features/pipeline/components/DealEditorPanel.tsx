import { SidePanel } from '@meridian/shared/ui';
import { DealEditor } from '../../deal-editor/components/DealEditor';
import { useT } from '../../../i18n';

export interface DealEditorPanelProps {
  contactId: string;
  /** The board's pipeline: the card is the contact's entry there. */
  pipelineId?: string;
  name: string;
  onClose: () => void;
}

/** The board's deal editor: a side panel over the board, closed once the deal is saved. */
export function DealEditorPanel({ contactId, pipelineId, name, onClose }: DealEditorPanelProps) {
  const t = useT();
  return (
    <SidePanel open title={t('pipeline.deal.panelTitle', { name })} onClose={onClose}>
      <DealEditor contactId={contactId} pipelineId={pipelineId} onSaved={onClose} />
    </SidePanel>
  );
}
