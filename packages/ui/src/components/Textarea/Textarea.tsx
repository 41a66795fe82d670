import type { TextareaHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { FieldFrame } from '../../internal/Field';
import type { FieldProps } from '../../internal/Field';
import { textarea } from './Textarea.css';

export interface TextareaProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

/** A labelled multi-line text input with optional hint and error text. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { id, label, labelHidden, hint, error, className, rows = 4, ...rest },
  ref,
) {
  return (
    <FieldFrame
      id={id}
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      className={className}
    >
      {(control) => <textarea ref={ref} rows={rows} className={textarea} {...control} {...rest} />}
    </FieldFrame>
  );
});
