import { node } from '@quizcoop/eslint-config';

export default node;
