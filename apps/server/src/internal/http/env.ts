import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Caller } from './caller';

/**
 * What every route of the server may read from its context: Node's own request and response (the server runs
 * on @hono/node-server), and what an earlier step of the same request learned about it.
 */
export interface ServerEnv {
  Bindings: HttpBindings;
  Variables: {
    /** Who sent a REST request, once its token has been checked; absent when the request failed before that. */
    caller?: Caller;
  };
}

/** The context of one request to any route of the server. */
export type RouteContext = Context<ServerEnv>;
