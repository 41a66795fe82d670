// `npm start`: install, build the web app and the server, then serve Quiz Coop with its embedded database.
import { runBuiltServer } from './built-server.mjs';
import { checkNode, install, turbo } from './steps.mjs';

checkNode();
install();
turbo('Building the web app and the server', [
  'build',
  '--filter=@quizcoop/web',
  '--filter=@quizcoop/server',
]);
runBuiltServer();
