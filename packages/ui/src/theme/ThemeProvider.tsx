import type { HTMLAttributes, ReactNode } from 'react';
import { createContext, forwardRef, useCallback, useContext, useState } from 'react';
import { themes } from './themes';
import type { ThemeName } from './themes';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Where dialogs, menus and tooltips render their portals: inside the themed element, so the theme's variables
 * reach them. Outside a ThemeProvider it is null and Radix falls back to document.body.
 */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}

export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  theme?: ThemeName;
  children?: ReactNode;
}

/** Applies a theme to its subtree, including the portals of the kit's overlays. */
export const ThemeProvider = forwardRef<HTMLDivElement, ThemeProviderProps>(function ThemeProvider(
  { theme = 'default', className, children, ...rest },
  forwardedRef,
) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setContainer(node);
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  return (
    <div
      ref={ref}
      className={[themes[theme], className].filter(Boolean).join(' ')}
      data-theme={theme}
      {...rest}
    >
      <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
    </div>
  );
});
