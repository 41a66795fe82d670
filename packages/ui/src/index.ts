export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export { palette, themeClass, vars } from './theme/theme.css';
