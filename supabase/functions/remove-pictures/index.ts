import { serveFunction } from '../_shared/deno.ts';
import { handler } from './handler.ts';

serveFunction(handler);
