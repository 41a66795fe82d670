import { style } from '@vanilla-extract/css';
import { control } from '../../internal/field.css';

export const input = style([control]);
