import { parseHex } from '../theme/color';
import { Badge } from './Badge';

export interface StageBadgeProps {
  name: string;
  color?: string | null;
}

/** The contact's pipeline stage, in the stage colour (docs/PRODUCT.md §9: green when it has none). */
export function StageBadge({ name, color }: StageBadgeProps) {
  // Only a colour the badge can pick readable text for; anything else gets the default green.
  return color && parseHex(color) ? (
    <Badge color={color} title={`Pipeline stage: ${name}`}>
      {name}
    </Badge>
  ) : (
    <Badge tone="success" title={`Pipeline stage: ${name}`}>
      {name}
    </Badge>
  );
}
