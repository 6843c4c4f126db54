/**
 * The renderer's design system: small components every feature reuses. Features and the shell import
 * them from here; components import each other by file (this barrel would make circles). Styles: renderer/styles/.
 */
export { Alert } from './alert';
export { Badge, type BadgeVariant } from './badge';
export { Button, IconButton } from './button';
export { Checkbox } from './checkbox';
export { type ChipTone, FilterChip } from './chip';
export { ConfirmDialog } from './confirm-dialog';
export { cx } from './cx';
export { Dialog } from './dialog';
export { EmptyState } from './empty-state';
export { Field } from './field';
export {
  formatDateTime,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelative,
  formatSize,
  formatTime,
} from './format';
export { Icon, type IconName } from './icon';
export { ProgressBar } from './progress-bar';
export { SearchField } from './search-field';
export { Segmented } from './segmented';
export { Select, type SelectOption } from './select';
export { formatShortDate } from './short-date';
export { Spinner } from './spinner';
export { Switch } from './switch';
export { SpacerRow } from './table';
export { Tabs } from './tabs';
export { TextField } from './text-field';
export { useToastFloor } from './toast-floor';
export { showError, showToast } from './toast-store';
export { Toasts } from './toasts';
export { useNow } from './use-now';
