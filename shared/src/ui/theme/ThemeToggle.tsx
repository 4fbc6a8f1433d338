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
  const label = mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme';

  return (
    <IconButton aria-label={label} title={label} onClick={toggle} className={className}>
      {mode === 'light' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
