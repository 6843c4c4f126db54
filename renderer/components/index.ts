/** The renderer's design system: small components every feature reuses. Styles: renderer/styles/. */
export { Alert, type AlertTone } from './alert';
export { Badge, type BadgeVariant } from './badge';
export { Button, type ButtonProps, type ButtonVariant, IconButton, type IconButtonProps } from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Chip, type ChipTone, FilterChip, type FilterChipProps } from './chip';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { cx } from './cx';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState } from './empty-state';
export { Field } from './field';
export { formatDateTime, formatDuration, formatNumber, formatRelative, formatTime } from './format';
export { Icon, type IconName } from './icon';
export { Meter } from './meter';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { SearchField, type SearchFieldProps } from './search-field';
export { foldSearchText, matchesFields } from './search-fold';
export { Segmented } from './segmented';
export { Select, type SelectOption, type SelectProps } from './select';
export { Spinner } from './spinner';
export { Switch, type SwitchProps } from './switch';
export { rowKeyDown, type SortDir, SortHeader, type SortState, useSort } from './table';
export { Tabs } from './tabs';
export { TextField, type TextFieldProps } from './text-field';
export {
  holdToast,
  releaseToast,
  showError,
  showToast,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastKind,
  useToasts,
} from './toast-store';
export { Toasts } from './toasts';
export { useNow } from './use-now';
