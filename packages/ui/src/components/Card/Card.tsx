import type { HTMLAttributes } from 'react';
import { createElement, forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { card, description, footer, title } from './Card.css';

export interface CardRootProps extends HTMLAttributes<HTMLElement> {
  padding?: 'sm' | 'md' | 'lg';
  elevation?: 'flat' | 'raised';
  /** 'section' or 'article' when the card is a landmark-worthy unit of its own. */
  as?: 'div' | 'section' | 'article' | 'li';
}

const Root = forwardRef<HTMLElement, CardRootProps>(function CardRoot(
  { padding, elevation, as = 'div', className, ...rest },
  ref,
) {
  return createElement(as, { ref, className: cx(card({ padding, elevation }), className), ...rest });
});

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level that fits the page outline. */
  level?: 2 | 3 | 4;
}

const Title = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { level = 2, className, ...rest },
  ref,
) {
  return createElement(`h${level}`, { ref, className: cx(title, className), ...rest });
});

const Description = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(
  function CardDescription({ className, ...rest }, ref) {
    return <p ref={ref} className={cx(description, className)} {...rest} />;
  },
);

const Footer = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function CardFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(footer, className)} {...rest} />;
});

/** A surface that groups related content: Card.Root holds a Title, a Description, any body, and a Footer. */
export const Card = { Root, Title, Description, Footer };
