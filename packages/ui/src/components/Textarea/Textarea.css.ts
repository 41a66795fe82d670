import { style } from '@vanilla-extract/css';
import { control } from '../../internal/field.css';

export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }]);
