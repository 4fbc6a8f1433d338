import type { PipelineListItem } from '@meridian/shared/model';
import { useT } from '../shape/i18n';
import { usePipelineShapes } from '../hooks/usePipelineShapes';
import { DeletePipelineDialog } from './DeletePipelineDialog';
import { PipelineNameDialog } from './PipelineNameDialog';

export type PipelineDialog = 'new' | 'rename' | 'delete';

export interface PipelineShapeDialogsProps {
  open: PipelineDialog;
  pipelines: readonly PipelineListItem[];
  selected: PipelineListItem | null;
  onSelect: (pipelineId: string) => void;
  onShowDefault: () => void;
  onClose: () => void;
}

/** The Pipelines menu's dialogs: name a new pipeline (then show it), rename or delete the one on screen. */
export function PipelineShapeDialogs({ open, pipelines, selected, onSelect, onShowDefault, onClose }: PipelineShapeDialogsProps) {
  const t = useT();
  const shapes = usePipelineShapes();
  const close = onClose;
  return (
    <>
      {open === 'new' ? (
        <PipelineNameDialog
          title={t('pipelineShape.new.title')}
          message={t('pipelineShape.new.message')}
          confirmLabel={t('pipelineShape.new.confirm')}
          onSave={async (name) => {
            const created = await shapes.create(name);
            if (created) onSelect(created.id);
            return created !== null;
          }}
          onClose={close}
        />
      ) : null}
      {open === 'rename' && selected ? (
        <PipelineNameDialog
          title={t('pipelineShape.rename.title', { name: selected.name })}
          message={t('pipelineShape.rename.message')}
          confirmLabel={t('pipelineShape.rename.confirm')}
          initialName={selected.name}
          onSave={(name) => shapes.rename(selected.id, name)}
          onClose={close}
        />
      ) : null}
      {open === 'delete' && selected ? (
        <DeletePipelineDialog
          pipeline={selected}
          pipelines={pipelines}
          onDelete={async (moveTo) => {
            const done = await shapes.remove(selected, moveTo);
            if (done) {
              if (moveTo) onSelect(moveTo);
              else onShowDefault();
            }
            return done;
          }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
