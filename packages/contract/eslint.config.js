import { base } from '@quizcoop/eslint-config';

export default base;
