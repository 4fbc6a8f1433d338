import { SidePanel } from '@meridian/shared/ui';
import { DealEditor } from '../../deal-editor/components/DealEditor';

export interface DealEditorPanelProps {
  contactId: string;
  name: string;
  onClose: () => void;
}

/** The board's deal editor: a side panel over the board, closed once the deal is saved. */
export function DealEditorPanel({ contactId, name, onClose }: DealEditorPanelProps) {
  return (
    <SidePanel open title={`Deal · ${name}`} onClose={onClose}>
      <DealEditor contactId={contactId} onSaved={onClose} />
    </SidePanel>
  );
}
