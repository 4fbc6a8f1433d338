/** docs/PRODUCT.md §3: a stage colour is '#' followed by six hex digits. */
export const HEX_COLOR_PATTERN = '#[0-9a-fA-F]{6}';

export function isHexColor(value: string): boolean {
  return new RegExp(`^${HEX_COLOR_PATTERN}$`).test(value);
}
