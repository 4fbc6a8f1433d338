import { useCommonT } from '@meridian/shared/i18n';
import { parseHex } from '../theme/color';
import { Badge } from './Badge';

export interface StageBadgeProps {
  name: string;
  color?: string | null;
}

/** The contact's pipeline stage, in the stage colour (docs/PRODUCT.md §9: green when it has none). */
export function StageBadge({ name, color }: StageBadgeProps) {
  const t = useCommonT();
  const title = t('common.stage.title', { name });
  // Only a colour the badge can pick readable text for; anything else gets the default green.
  return color && parseHex(color) ? (
    <Badge color={color} title={title}>
      {name}
    </Badge>
  ) : (
    <Badge tone="success" title={title}>
      {name}
    </Badge>
  );
}
