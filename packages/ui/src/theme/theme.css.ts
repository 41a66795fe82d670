import { assignVars, createThemeContract, globalStyle, style } from '@vanilla-extract/css';
import { defaultTokens, projectorTokens, reducedMotion, reducedMotionQuery } from './tokens';
import type { ThemeTokens } from './tokens';

export { palette } from './tokens';

/** The theme contract: components read only these CSS variables, each theme gives them values. */
export const vars = createThemeContract(defaultTokens);

function themeStyle(tokens: ThemeTokens, debugId: string) {
  return style(
    {
      vars: assignVars(vars, tokens),
      '@media': { [reducedMotionQuery]: { vars: assignVars(vars.motion, reducedMotion) } },
      color: vars.color.text,
      backgroundColor: vars.color.background,
      fontFamily: vars.font.body,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
    },
    debugId,
  );
}

/** The everyday theme. Put it on an element high in the tree (or use ThemeProvider). */
export const themeClass = themeStyle(defaultTokens, 'theme');

/** The high-contrast theme for classroom projectors. */
export const projectorThemeClass = themeStyle(projectorTokens, 'projectorTheme');

for (const theme of [themeClass, projectorThemeClass]) {
  globalStyle(`${theme} *, ${theme} *::before, ${theme} *::after`, { boxSizing: 'border-box' });
}
