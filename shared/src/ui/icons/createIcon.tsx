import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (default 16). */
  size?: number;
  /** When given the icon is announced (role img); otherwise it is decorative. */
  title?: string;
}

/** Builds a 24×24 stroke icon drawn in currentColor. */
export function createIcon(displayName: string, shapes: ReactNode) {
  function Icon({ size = 16, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
