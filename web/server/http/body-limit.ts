/**
 * The request body limit, without what hono's bodyLimit costs on Node. Its first step asks for the
 * request's body stream, and on @hono/node-server that builds a whole web Request (undici) from the
 * incoming message, for every request, GETs included: about a tenth of the request thread's time
 * under load (measured in the load test's profile). Here a GET or HEAD has no body to limit, and a
 * declared Content-Length (what every client sends with a JSON body) is judged from the header;
 * only a body without a length (chunked) goes through hono's middleware, which counts it as it
 * reads. Handlers then read the body with c.req.text(), which @hono/node-server reads straight
 * from the socket.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function requestBodyLimit(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      // A malformed length is refused by Node's HTTP parser before it gets here.
      return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
    }
    return counted(c, next);
  };
}
