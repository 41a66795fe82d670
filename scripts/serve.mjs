// `npm run serve`: start the already-built server, with `npm start`'s defaults, installing and building nothing.
import { runBuiltServer } from './built-server.mjs';
import { checkNode } from './steps.mjs';

checkNode();
runBuiltServer();
