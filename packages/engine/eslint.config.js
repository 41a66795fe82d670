import { engine } from '@quizcoop/eslint-config';

export default engine;
