import { react } from '@quizcoop/eslint-config';

export default react;
