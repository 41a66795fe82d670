import type { TextareaHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { FieldFrame, splitFieldProps } from '../../internal/Field';
import type { FieldProps } from '../../internal/Field';
import { textarea } from './Textarea.css';

export interface TextareaProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

/** A labelled multi-line text input with optional hint and error text. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { rows = 4, ...props },
  ref,
) {
  const [frame, rest] = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <textarea ref={ref} rows={rows} className={textarea} {...control} {...rest} />}
    </FieldFrame>
  );
});
