import type { SyntheticEvent } from 'react';
import { useCommonT } from '@meridian/shared/i18n';
import { Button } from './Button';

export interface PipelineButtonProps {
  /** The contact's display name, for the button's accessible name. */
  name: string;
  busy?: boolean;
  onPress: () => void;
  /** The pointer is over it or it has focus: a press may follow (load what it needs now). */
  onIntent?: () => void;
}

// The card opens, selects and long-presses on its own events; the button must not trigger them.
const keepFromCard = (event: SyntheticEvent) => event.stopPropagation();

/**
 * docs/PRODUCT.md §2's 'Pipeline' button of a contact card, row and quick view. The pipeline remote's
 * AddToPipeline renders it, and so does the contacts remote until that module has loaded, so the
 * card looks the same either way.
 */
export function PipelineButton({ name, busy = false, onPress, onIntent }: PipelineButtonProps) {
  const t = useCommonT();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      aria-label={t('common.pipeline.add', { name })}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={(event) => {
        keepFromCard(event);
        onIntent?.();
      }}
      onMouseDown={keepFromCard}
      onTouchStart={keepFromCard}
      onKeyDown={keepFromCard}
      onClick={(event) => {
        event.stopPropagation();
        onPress();
      }}
    >
      {t('common.pipeline.button')}
    </Button>
  );
}
