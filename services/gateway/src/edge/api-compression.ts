import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Answers below this many bytes go out as they are. The hot ones (the current gameweek, about 2 KB,
 * the refresh status) arrive in the first round trip compressed or not, and a zlib stream per
 * response would cost the busiest path CPU for nothing; a blog post, the blog list and the track
 * record are larger and shrink four to eight times. Measured: services/gateway/bench/site.ts prints
 * the API answers' sizes.
 */
export const API_COMPRESSION_THRESHOLD_BYTES = 4096;

/** gzip or brotli (as the request accepts) for large API answers, with `Vary: Accept-Encoding`. */
export function apiCompression(): RequestHandler {
  const compress = compression({ threshold: API_COMPRESSION_THRESHOLD_BYTES });
  return (req, res, next) => {
    // A request that accepts no encoding gets none (compression's own rule): it skips the wrapping
    // of res.write/end and the header hook that every request otherwise pays, a measurable share
    // of the hot path (bench/edge.ts) for load balancers' and scripts' calls. The answer still
    // says it varies on Accept-Encoding, so a shared cache never hands it to a browser as the only
    // version.
    if (req.headers['accept-encoding'] === undefined) {
      res.vary('Accept-Encoding');
      next();
      return;
    }
    compress(req, res, next);
  };
}
