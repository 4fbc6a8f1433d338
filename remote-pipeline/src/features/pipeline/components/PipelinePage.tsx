import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from '@meridian/shared/app';
import { Button, EmptyState, ErrorState, LoadingState, PageHeader, PHONE_MEDIA, space, ThemeToggle } from '@meridian/shared/ui';
import { errorText } from '@meridian/shared/api';
import { usePipelines } from '../hooks/usePipelines';
import { useSelectedPipeline } from '../hooks/useSelectedPipeline';
import { PipelineBoard } from './PipelineBoard';
import { PipelineSelector } from './PipelineSelector';

// Not part of the first screen (the board's first screen has a 200 KB budget): fetched when
// 'Edit Colors' is first pressed.
const StageEditorOverlay = lazy(() => import('./StageEditorOverlay').then((m) => ({ default: m.StageEditorOverlay })));

const StyledPage = styled.div`
  padding: ${space(6)} ${space(7)};

  /* A phone keeps its width for the board: one column and the edge of the next. */
  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

/** Sales Pipeline (/pipeline and /pipeline/:pipelineId): pick a pipeline, see its board. */
export function PipelinePage() {
  usePageTitle('Sales Pipeline');
  const { pipelines, error, isValidating, retry } = usePipelines();
  const { selected, select, notFound, showDefault } = useSelectedPipeline(pipelines);
  const [editing, setEditing] = useState(false);
  const [boardFailed, setBoardFailed] = useState(false);

  let content: ReactNode;
  if (pipelines === undefined) {
    content =
      error && !isValidating ? (
        <ErrorState title="Error Loading Pipelines" description={errorText(error, 'Failed to fetch pipelines')} onRetry={retry} />
      ) : (
        <LoadingState label="Loading pipelines..." />
      );
  } else if (pipelines.length === 0) {
    content = <EmptyState title="No Pipelines Found" description="Create a pipeline to get started with the sales board." />;
  } else if (notFound) {
    content = (
      <EmptyState
        title="Pipeline not found"
        description="There is no pipeline at this address. It may have been deleted, or the link is wrong."
        action={<Button onClick={showDefault}>Back to Sales Pipeline</Button>}
      />
    );
  } else if (!selected) {
    content = <EmptyState title="Select a pipeline to view the board" />;
  } else {
    content = <PipelineBoard key={selected.id} pipelineId={selected.id} pipelineName={selected.name} onFailedChange={setBoardFailed} />;
  }
  // Stage colours cannot be edited where there is no board to show (not found, failed to load).
  const canEdit = !notFound && !(selected && boardFailed);

  // The drop-down appears only when there is a choice, or when the URL named no known pipeline.
  const showSelector = pipelines !== undefined && (pipelines.length > 1 || (!selected && pipelines.length > 0));

  return (
    <StyledPage>
      <PageHeader
        title="Sales Pipeline"
        actions={
          <>
            {showSelector ? <PipelineSelector pipelines={pipelines} selectedId={selected?.id ?? null} onSelect={select} /> : null}
            {canEdit ? (
              <Button variant={editing ? 'primary' : 'secondary'} aria-pressed={editing} disabled={!selected} onClick={() => setEditing((on) => !on)}>
                {editing ? 'Done Editing' : 'Edit Colors'}
              </Button>
            ) : null}
            <ThemeToggle />
          </>
        }
      />
      {content}
      {editing && selected ? (
        <Suspense fallback={null}>
          <StageEditorOverlay pipelineId={selected.id} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </StyledPage>
  );
}
