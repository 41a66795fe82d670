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
