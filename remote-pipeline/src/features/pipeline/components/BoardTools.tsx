import { Button, DownloadIcon } from '@meridian/shared/ui';
import type { Member } from '@meridian/shared/model';
import { useExportDeals } from '../hooks/useExportDeals';
import type { OwnerChoice } from '../hooks/useOwnerFilter';
import { OwnerFilterSelect } from './OwnerFilterSelect';

export interface BoardToolsProps {
  pipelineId: string;
  ownerId: string | null;
  choice: OwnerChoice;
  members: readonly Member[];
  myId: string | null;
  onChoose: (choice: OwnerChoice) => void;
}

/** The owner filter and 'Export deals': loaded after the board's first screen (its 200 KB budget). */
export function BoardTools({ pipelineId, ownerId, choice, members, myId, onChoose }: BoardToolsProps) {
  const { exporting, exportDeals } = useExportDeals(pipelineId, ownerId);
  return (
    <>
      <OwnerFilterSelect choice={choice} members={members} myId={myId} onChoose={onChoose} />
      <Button size="sm" onClick={() => void exportDeals()} loading={exporting} disabled={exporting}>
        <DownloadIcon size={14} />
        Export deals
      </Button>
    </>
  );
}
