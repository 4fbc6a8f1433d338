import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { Button, EmptyState, ErrorState, PageHeader, PHONE_MEDIA, PHONE_QUERY, space, useMediaQuery } from '@meridian/shared/ui';
import { errorText, keysOf } from '@meridian/shared/api';
import { useSWRConfig } from 'swr';
import { useT } from '../../../i18n';
import { usePipelines } from '../hooks/usePipelines';
import { useSelectedPipeline } from '../hooks/useSelectedPipeline';
import { BoardSkeleton } from './BoardSkeleton';
import { PipelineBoard } from './PipelineBoard';
import { PipelineSelector } from './PipelineSelector';
import { PipelinesMenu } from './PipelinesMenu';

// Not part of the first screen (the board's first screen has a 200 KB budget): fetched when
// 'Edit stages' is first pressed.
// Its texts come with it (a catalogue of their own, off the first screen too).
const StageEditorOverlay = lazy(() => {
  const texts = import('../shape/i18n').then((i18n) => i18n.catalogue.load());
  return import('./StageEditorOverlay').then(async (m) => {
    await texts;
    return { default: m.StageEditorOverlay };
  });
});

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
  const { mutate } = useSWRConfig();
  // The board behind the editor shows the stages as they are now.
  const closeEditor = () => {
    setEditing(false);
    void mutate(keysOf('board'));
  };

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
  // Stages and pipelines are an admin's to shape (the API refuses others), stages not where there is no board
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
            {admin && pipelines ? (
              <PipelinesMenu pipelines={pipelines} selected={selected} onSelect={select} onShowDefault={showDefault} compact={phone} />
            ) : null}
            {canEdit ? (
              // Opens the editor; its own Done button closes it (the page header stays as it was behind it).
              <Button size={phone ? 'sm' : 'md'} disabled={!selected} onClick={() => setEditing(true)}>
                {t('pipeline.page.editStages')}
              </Button>
            ) : null}
          </>
        }
      />
      {content}
      {editing && canEdit && selected ? (
        <Suspense fallback={null}>
          <StageEditorOverlay pipelineId={selected.id} onClose={closeEditor} />
        </Suspense>
      ) : null}
    </StyledPage>
  );
}
