import { style } from '@vanilla-extract/css';
import { shimmer } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const skeleton = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} ${vars.motion.duration.shimmer} linear infinite`,
});
