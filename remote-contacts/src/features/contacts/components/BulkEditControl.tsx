import { lazy, Suspense, useState } from 'react';
import type { BulkEditAction } from '@meridian/shared/model';
import type { BulkEditRequest } from '../hooks/useBulkEdit';
import type { BulkEditTarget } from '../utils/bulkEditTarget';
import { bulkEditCount, bulkEditQuestion } from '../utils/bulkEditQuestion';
import { BulkEditMenu } from './BulkEditMenu';

// Not needed for the first screen: fetched when an action is first chosen.
const BulkEditDialog = lazy(() => import('./BulkEditDialog').then((m) => ({ default: m.BulkEditDialog })));

export interface BulkEditControlProps {
  /** How many contacts the selection holds (all matching: the count less those unticked). */
  count: number;
  /** `count` is a lower bound (the list stopped counting): '10,000+ contacts'. */
  capped: boolean;
  /** The selection as the API takes it, read when the edit is sent. */
  target: () => BulkEditTarget;
  run: (request: BulkEditRequest) => Promise<boolean>;
  busy: boolean;
  /** The edit is done: the page clears its selection (a refusal or a failure keeps it). */
  onDone: () => void;
}

/** The selection bar's Edit menu, the chosen action's dialog, then the question and the edit. */
export function BulkEditControl({ count, capped, target, run, busy, onDone }: BulkEditControlProps) {
  const [action, setAction] = useState<BulkEditAction | null>(null);
  const countText = bulkEditCount(count, capped);
  return (
    <>
      <BulkEditMenu disabled={busy} onChoose={setAction} />
      <Suspense fallback={null}>
        {action ? (
          <BulkEditDialog
            action={action}
            countText={countText}
            onCancel={() => setAction(null)}
            onSubmit={(choice) => {
              setAction(null);
              void run({ target: target(), change: choice.change, question: bulkEditQuestion(choice, countText) }).then((done) => done && onDone());
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
