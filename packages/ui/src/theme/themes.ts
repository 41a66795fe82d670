import { projectorThemeClass, themeClass } from './theme.css';

/** The themes by name, as the Storybook toolbar and apps choose them. */
export const themes = { default: themeClass, projector: projectorThemeClass } as const;

export type ThemeName = keyof typeof themes;
