import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { caption, cell, headerCell, numeric, table, wrapper } from './Table.css';

const Root = forwardRef<HTMLTableElement, HTMLAttributes<HTMLTableElement>>(function TableRoot(
  { className, ...rest },
  ref,
) {
  return (
    <div className={wrapper}>
      <table ref={ref} className={cx(table, className)} {...rest} />
    </div>
  );
});

const Caption = forwardRef<HTMLTableCaptionElement, HTMLAttributes<HTMLTableCaptionElement>>(
  function TableCaption({ className, ...rest }, ref) {
    return <caption ref={ref} className={cx(caption, className)} {...rest} />;
  },
);

const Head = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function TableHead(props, ref) {
    return <thead ref={ref} {...props} />;
  },
);

const Body = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function TableBody(props, ref) {
    return <tbody ref={ref} {...props} />;
  },
);

const Row = forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(
  function TableRow(props, ref) {
    return <tr ref={ref} {...props} />;
  },
);

export interface TableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Right-aligns figures such as points. */
  numeric?: boolean;
}

const HeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps>(function TableHeaderCell(
  { numeric: isNumeric = false, scope = 'col', className, ...rest },
  ref,
) {
  return <th ref={ref} scope={scope} className={cx(headerCell, isNumeric && numeric, className)} {...rest} />;
});

export interface TableCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  numeric?: boolean;
}

const Cell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { numeric: isNumeric = false, className, ...rest },
  ref,
) {
  return <td ref={ref} className={cx(cell, isNumeric && numeric, className)} {...rest} />;
});

/** A data table with header cells scoped to their columns; it scrolls sideways on narrow screens. */
export const Table = { Root, Caption, Head, Body, Row, HeaderCell, Cell };
