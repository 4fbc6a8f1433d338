/// <reference path="./theme/styled.d.ts" />

// Theme
export type { Theme, ThemeColors, ThemeMode, FontSize } from './theme/types';
export { lightTheme } from './theme/lightTheme';
export { darkTheme } from './theme/darkTheme';
export { space, SPACE_SCALE, type SpaceStep } from './theme/tokens';
export { PRESET_STAGE_COLORS } from './theme/stageColors';
export { PHONE_MAX_WIDTH, PHONE_MEDIA, PHONE_QUERY } from './theme/breakpoints';
export { contrastRatio, relativeLuminance, readableOn, parseHex } from './theme/color';
export { GlobalStyle } from './theme/GlobalStyle';
export { useThemeStore, THEME_STORAGE_KEY, type ThemeState } from './theme/useThemeStore';
export { MeridianThemeProvider, type MeridianThemeProviderProps } from './theme/MeridianThemeProvider';
export { ThemeToggle, type ThemeToggleProps } from './theme/ThemeToggle';

// Components
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { IconButton, type IconButtonProps, type IconButtonVariant } from './components/IconButton';
export { Input, type InputProps } from './components/Input';
export { Textarea, type TextareaProps } from './components/Textarea';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { SortControl, type SortControlProps, type SortOrder } from './components/SortControl';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Field, type FieldProps } from './components/Field';
export { Card, type CardProps } from './components/Card';
export { StyledCardName, StyledCardTitle } from './components/cardParts';
export { StyledTimeline, StyledTimelineItem, StyledTimelineLine, StyledTimelineMuted, StyledTimelineTitle } from './components/timelineParts';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { DetailHeader, type DetailHeaderProps } from './components/DetailHeader';
export { StageBadge, type StageBadgeProps } from './components/StageBadge';
export { PipelineButton, type PipelineButtonProps } from './components/PipelineButton';
export { Avatar, avatarColorIndex, type AvatarProps, type AvatarSize } from './components/Avatar';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { LoadingState, type LoadingStateProps } from './components/LoadingState';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { BackLink, type BackLinkProps } from './components/BackLink';
export { StyledPageContainer, PAGE_MAX_WIDTH } from './components/StyledPageContainer';
export { Tabs, tabId, tabPanelId, type TabsProps, type TabItem } from './components/Tabs';
export { TabPanel, type TabPanelProps } from './components/TabPanel';
export { SidePanel, type SidePanelProps } from './components/SidePanel';
export { EntityFormPanel, type EntityFormPanelProps } from './components/EntityFormPanel';
export { Dialog, type DialogProps } from './components/Dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './components/ConfirmDialog';
export { Toolbar, type ToolbarProps } from './components/Toolbar';
export { StyledDataTable, StyledVisuallyHidden, visuallyHidden } from './components/StyledDataTable';
export { SearchInput, type SearchInputProps } from './components/SearchInput';
export { ViewToggle, type ViewToggleProps, type ViewMode } from './components/ViewToggle';
export { Pagination, type PaginationProps } from './components/Pagination';
export { MenuButton, type MenuButtonProps, type MenuItem } from './components/MenuButton';
export { controlStyles } from './components/controlStyles';

// Confirm
export { useConfirm, type ConfirmFn } from './confirm/useConfirm';
export { useConfirmStore, type ConfirmOptions, type ConfirmState } from './confirm/useConfirmStore';
export { ConfirmHost } from './confirm/ConfirmHost';

// Toasts
export { useToastStore, MAX_TOASTS, type Toast, type ToastType, type ToastAction, type ShowToastInput, type ToastState } from './toast/useToastStore';
export { toast, type ToastApi, type ToastOptions } from './toast/toast';
export { Toaster } from './toast/Toaster';
export { TOAST_RESERVE_VAR, useToastPlacement } from './toast/useToastPlacement';
export { chooseToastSlot, type ToastSlot } from './toast/toastPlacement';
export { TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS } from './toast/toastDurations';

// Hooks
export { useLongPress, LONG_PRESS_MS, LONG_PRESS_MOVE_TOLERANCE, type LongPressOptions, type LongPressHandlers } from './hooks/useLongPress';
export { useMultiSelect, type MultiSelect } from './hooks/useMultiSelect';
export { useSelectableCard, type SelectableCardHandlers, type SelectableCardOptions } from './hooks/useSelectableCard';
export {
  useBulkDeleteWithUndo,
  type BulkDeleteOptions,
  type BulkDeleteNoun,
  type BulkDeleteResult,
  type BulkDeleteWithUndo,
} from './hooks/useBulkDeleteWithUndo';
export { useFocusTrap, getTabbables, firstFieldIn, type FocusTrapOptions, type InitialFocus } from './hooks/useFocusTrap';
export { useUnsavedChanges } from './hooks/useUnsavedChanges';
export { useRovingFocus, type RovingFocus, type RovingFocusOptions, type RovingItemProps, type RovingContainerProps } from './hooks/useRovingFocus';

// Icons
export { createIcon, type IconProps } from './icons/createIcon';
export { AlertCircleIcon } from './icons/AlertCircleIcon';
export { AlertIcon } from './icons/AlertIcon';
export { BuildingIcon } from './icons/BuildingIcon';
export { CheckCircleIcon } from './icons/CheckCircleIcon';
export { CheckIcon } from './icons/CheckIcon';
export { ChevronDownIcon } from './icons/ChevronDownIcon';
export { ChevronLeftIcon } from './icons/ChevronLeftIcon';
export { ChevronRightIcon } from './icons/ChevronRightIcon';
export { CloseIcon } from './icons/CloseIcon';
export { DownloadIcon } from './icons/DownloadIcon';
export { DuplicatesIcon } from './icons/DuplicatesIcon';
export { EditIcon } from './icons/EditIcon';
export { FileIcon } from './icons/FileIcon';
export { GridIcon } from './icons/GridIcon';
export { InfoIcon } from './icons/InfoIcon';
export { KanbanIcon } from './icons/KanbanIcon';
export { ListIcon } from './icons/ListIcon';
export { LogoutIcon } from './icons/LogoutIcon';
export { MenuIcon } from './icons/MenuIcon';
export { MoonIcon } from './icons/MoonIcon';
export { PlusIcon } from './icons/PlusIcon';
export { SearchIcon } from './icons/SearchIcon';
export { SettingsIcon } from './icons/SettingsIcon';
export { SunIcon } from './icons/SunIcon';
export { TrashIcon } from './icons/TrashIcon';
export { UploadIcon } from './icons/UploadIcon';
export { UserIcon } from './icons/UserIcon';
export { UsersIcon } from './icons/UsersIcon';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useEscapeKey } from './hooks/useEscapeKey';
export { useMediaQuery, NARROW_QUERY } from './hooks/useMediaQuery';
export { SelectionBar, type SelectionBarProps } from './components/SelectionBar';
export { useHidingBulkDelete } from './hooks/useHidingBulkDelete';
export { FormError, type FormErrorProps } from './components/FormError';
export { SkeletonScreen, StyledSkeletonBlock, StyledSkeletonLines, StyledSkeletonRow } from './components/Skeleton';
export { ChartIcon } from './icons/ChartIcon';
