import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { Button, EmptyState, ErrorState, PageHeader, PHONE_MEDIA, PHONE_QUERY, space, useMediaQuery } from '@meridian/shared/ui';
import { errorText } from '@meridian/shared/api';
import { useT } from '../../../i18n';
import { usePipelines } from '../hooks/usePipelines';
import { useSelectedPipeline } from '../hooks/useSelectedPipeline';
import { BoardSkeleton } from './BoardSkeleton';
import { PipelineBoard } from './PipelineBoard';
import { PipelineSelector } from './PipelineSelector';

// Not part of the first screen (the board's first screen has a 200 KB budget): fetched when
// 'Edit Colors' is first pressed.
const StageEditorOverlay = lazy(() => import('./StageEditorOverlay').then((m) => ({ default: m.StageEditorOverlay })));

const StyledPage = styled.div`
  padding: ${space(6)} ${space(7)};

  /* A phone keeps its width for the board: one column and the edge of the next. */
  ${PHONE_MEDIA} {
    padding: ${space(3)} ${space(4)};
  }
`;

/** On a phone the title row is compact: the board's own header and columns keep the screen. */
const StyledPageHeader = styled(PageHeader)`
  ${PHONE_MEDIA} {
    margin-bottom: ${space(3)};
    & h1 {
      font-size: ${({ theme }) => theme.font.size.xl};
      line-height: ${({ theme }) => theme.font.lineHeight.xl};
    }
  }
`;

/** Sales Pipeline (/pipeline and /pipeline/:pipelineId): pick a pipeline, see its board. */
export function PipelinePage() {
  const t = useT();
  usePageTitle(t('pipeline.page.title'));
  const { pipelines, error, isValidating, retry } = usePipelines();
  const { selected, select, notFound, showDefault } = useSelectedPipeline(pipelines);
  const phone = useMediaQuery(PHONE_QUERY);
  const admin = usePermissions().can('admin');
  const [editing, setEditing] = useState(false);
  const [boardFailed, setBoardFailed] = useState(false);

  let content: ReactNode;
  if (pipelines === undefined) {
    content =
      error && !isValidating ? (
        <ErrorState title={t('pipeline.page.error.title')} description={errorText(error, t('pipeline.page.error.fallback'))} onRetry={retry} />
      ) : (
        <BoardSkeleton />
      );
  } else if (pipelines.length === 0) {
    content = <EmptyState title={t('pipeline.page.empty.title')} description={t('pipeline.page.empty.description')} />;
  } else if (notFound) {
    content = (
      <EmptyState
        title={t('pipeline.page.notFound.title')}
        description={t('pipeline.page.notFound.description')}
        action={<Button onClick={showDefault}>{t('pipeline.page.notFound.back')}</Button>}
      />
    );
  } else if (!selected) {
    content = <EmptyState title={t('pipeline.page.selectPrompt')} />;
  } else {
    content = <PipelineBoard key={selected.id} pipelineId={selected.id} pipelineName={selected.name} onFailedChange={setBoardFailed} />;
  }
  // Stages are an admin's to edit (PUT /pipeline/stages/:stageId), and not where there is no board
  // to show (not found, failed to load).
  const canEdit = admin && !notFound && !(selected && boardFailed);

  // The drop-down appears only when there is a choice, or when the URL named no known pipeline.
  const showSelector = pipelines !== undefined && (pipelines.length > 1 || (!selected && pipelines.length > 0));

  return (
    <StyledPage>
      <StyledPageHeader
        title={t('pipeline.page.title')}
        actions={
          <>
            {showSelector ? <PipelineSelector pipelines={pipelines} selectedId={selected?.id ?? null} onSelect={select} /> : null}
            {canEdit ? (
              <Button
                size={phone ? 'sm' : 'md'}
                variant={editing ? 'primary' : 'secondary'}
                aria-pressed={editing}
                disabled={!selected}
                onClick={() => setEditing((on) => !on)}
              >
                {editing ? t('pipeline.page.doneEditing') : t('pipeline.page.editColors')}
              </Button>
            ) : null}
          </>
        }
      />
      {content}
      {editing && canEdit && selected ? (
        <Suspense fallback={null}>
          <StageEditorOverlay pipelineId={selected.id} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </StyledPage>
  );
}
