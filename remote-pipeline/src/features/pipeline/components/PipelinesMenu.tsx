import { lazy, Suspense, useState } from 'react';
import { PIPELINES_MAX } from '@meridian/shared/model';
import type { PipelineListItem } from '@meridian/shared/model';
import { MenuButton, type MenuItem } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useMakeDefaultPipeline } from '../hooks/useMakeDefaultPipeline';
import type { PipelineDialog } from './PipelineShapeDialogs';

// Not part of the board's first screen (its 200 KB budget): fetched when a dialog first opens.
// Their texts come with them (a catalogue of their own, off the first screen too).
const PipelineShapeDialogs = lazy(() => {
  const texts = import('../shape/i18n').then((i18n) => i18n.catalogue.load());
  return import('./PipelineShapeDialogs').then(async (m) => {
    await texts;
    return { default: m.PipelineShapeDialogs };
  });
});

export interface PipelinesMenuProps {
  pipelines: readonly PipelineListItem[];
  /** The pipeline on screen: the one Rename, Make default and Delete act on. */
  selected: PipelineListItem | null;
  onSelect: (pipelineId: string) => void;
  /** After the pipeline on screen was deleted without a pipeline to follow its deals to. */
  onShowDefault: () => void;
  compact?: boolean;
}

/** The page header's 'Pipelines' menu (admins): New pipeline, and Rename / Make default / Delete of the one on screen. */
export function PipelinesMenu({ pipelines, selected, onSelect, onShowDefault, compact }: PipelinesMenuProps) {
  const t = useT();
  const makeDefault = useMakeDefaultPipeline();
  const [open, setOpen] = useState<PipelineDialog | null>(null);
  const close = () => setOpen(null);

  const items: MenuItem[] = [
    // The API refuses more (pipelines_full).
    { id: 'new', label: t('pipeline.shape.menu.new'), disabled: pipelines.length >= PIPELINES_MAX, onSelect: () => setOpen('new') },
  ];
  if (selected) {
    items.push(
      { id: 'rename', label: t('pipeline.shape.menu.rename'), onSelect: () => setOpen('rename') },
      { id: 'default', label: t('pipeline.shape.menu.makeDefault'), disabled: selected.isDefault, onSelect: () => void makeDefault(selected) },
      { id: 'delete', label: t('pipeline.shape.menu.delete'), danger: true, onSelect: () => setOpen('delete') },
    );
  }

  return (
    <>
      <MenuButton label={t('pipeline.shape.menu.label')} items={items} size={compact ? 'sm' : 'md'} align="end">
        {t('pipeline.shape.menu.button')}
      </MenuButton>
      {open ? (
        <Suspense fallback={null}>
          <PipelineShapeDialogs open={open} pipelines={pipelines} selected={selected} onSelect={onSelect} onShowDefault={onShowDefault} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
