import './theme/fonts';
export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export { palette, themeClass, vars } from './theme/theme.css';
export { projectorThemeClass } from './theme/theme.css';
export type { PaletteColor, ThemeTokens } from './theme/tokens';
export { breakpoints, defaultTokens, onPalette, projectorTokens } from './theme/tokens';
export type { ThemeName } from './theme/themes';
export { themes } from './theme/themes';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { ThemeProvider } from './theme/ThemeProvider';
export type { Sprinkles } from './theme/sprinkles.css';
export { playerGrid, sprinkles } from './theme/sprinkles.css';
export { contrastRatio } from './theme/contrast';
export type { DialogContentProps, DialogRootProps } from './components/Dialog/Dialog';
export { Dialog } from './components/Dialog/Dialog';
export type { TooltipProps, TooltipProviderProps } from './components/Tooltip/Tooltip';
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  TooltipProvider,
} from './components/Tooltip/Tooltip';
export type { ScrollAreaProps } from './components/ScrollArea/ScrollArea';
export { SCROLLBAR_HIDE_DELAY_MS, ScrollArea } from './components/ScrollArea/ScrollArea';
export type { SelectItemProps, SelectRootProps, SelectTriggerProps } from './components/Select/Select';
export { Select } from './components/Select/Select';
export type { TableCellProps, TableHeaderCellProps } from './components/Table/Table';
export { Table } from './components/Table/Table';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Spinner } from './components/Spinner/Spinner';
export type { IconButtonProps } from './components/IconButton/IconButton';
export { IconButton } from './components/IconButton/IconButton';
export { buttonClassName } from './components/Button/Button';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextField } from './components/TextField/TextField';
export type { TextareaProps } from './components/Textarea/Textarea';
export { Textarea } from './components/Textarea/Textarea';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordScore, PasswordStrength } from './components/PasswordField/passwordStrength';
export { passwordStrength, passwordStrengthMessages } from './components/PasswordField/passwordStrength';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { SwitchProps } from './components/Switch/Switch';
export { Switch } from './components/Switch/Switch';
