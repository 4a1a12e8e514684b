import etag from 'etag';
import type { Response } from 'express';

// A JSON answer that many requests share (the current gameweek, served from the catalog's cache):
// serialized, encoded and hashed once when it is computed, not once per request. Express would
// otherwise convert the string to bytes and hash it (sha1) for its ETag on every res.send. The
// ETag is the one Express itself would give the same bytes (the `etag` package it uses, weak),
// so a browser's or a CDN's If-None-Match keeps matching across the two ways of answering.

export interface PrecomputedJson {
  /** The JSON text. */
  readonly body: string;
  readonly bytes: Buffer;
  /** Weak ETag of `bytes`, as Express's default `etag` setting computes it. */
  readonly etag: string;
}

export function precomputeJson(value: unknown): PrecomputedJson {
  const body = JSON.stringify(value);
  const bytes = Buffer.from(body);
  return { body, bytes, etag: etag(bytes, { weak: true }) };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends the precomputed answer: its bytes, Content-Type and ETag. res.send still answers 304 with no
 * body to a GET whose If-None-Match matches the ETag (Express's freshness check), and HEAD without
 * a body.
 */
export function sendPrecomputedJson(res: Response, answer: PrecomputedJson): void {
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('ETag', answer.etag);
  res.send(answer.bytes);
}
