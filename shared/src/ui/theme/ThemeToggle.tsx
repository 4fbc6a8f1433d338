import { useCommonT } from '@meridian/shared/i18n';
import { IconButton } from '../components/IconButton';
import { MoonIcon } from '../icons/MoonIcon';
import { SunIcon } from '../icons/SunIcon';
import { useThemeStore } from './useThemeStore';

export interface ThemeToggleProps {
  className?: string;
}

export function ThemeToggle({ className }: ThemeToggleProps) {
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  const t = useCommonT();
  const label = mode === 'light' ? t('common.theme.toDark') : t('common.theme.toLight');

  return (
    <IconButton aria-label={label} title={label} onClick={toggle} className={className}>
      {mode === 'light' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
