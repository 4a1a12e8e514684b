#!/usr/bin/env node
// Health probes for deploy/local/infra.sh. No dependencies (it runs before `npm ci` has to have
// happened), one attempt per call, exit 0 when healthy, 1 otherwise with the reason on stderr.
//
//   node health.mjs kafka 127.0.0.1:9092          Metadata request (v4): a broker and an elected controller
//   node health.mjs mongo 127.0.0.1:27017         OP_MSG {ping: 1} on admin answers ok: 1
//   node health.mjs stripe http://127.0.0.1:12111 GET /v1/charges with a test key answers 200
import net from 'node:net';

const TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 2000);

function parseHostPort(text) {
  const i = text.lastIndexOf(':');
  if (i < 0) throw new Error(`expected host:port, got ${text}`);
  return { host: text.slice(0, i), port: Number(text.slice(i + 1)) };
}

/** Sends one length-framed request and resolves with the first complete response frame. */
function exchange({ host, port }, request, frameLength) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const chunks = [];
    let received = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${host}:${port} within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      received += chunk.length;
      const buffer = Buffer.concat(chunks, received);
      const total = buffer.length >= 4 ? frameLength(buffer) : Infinity;
      if (buffer.length >= total) {
        clearTimeout(timer);
        socket.destroy();
        resolve(buffer.subarray(0, total));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${host}:${port}: ${error.code ?? error.message}`));
    });
    socket.on('end', () => {
      clearTimeout(timer);
      reject(new Error(`${host}:${port} closed the connection without a complete answer`));
    });
  });
}

async function kafka(address) {
  // Metadata v4 (supported by Kafka 1.0 up to 4.x): request header v1, topics = null (all), no auto-creation.
  const clientId = Buffer.from('scoreline-infra-health');
  const body = Buffer.alloc(2 + 2 + 4 + 2 + clientId.length + 4 + 1);
  let o = 0;
  o = body.writeInt16BE(3, o); // api_key Metadata
  o = body.writeInt16BE(4, o); // api_version
  o = body.writeInt32BE(7, o); // correlation_id
  o = body.writeInt16BE(clientId.length, o);
  o += clientId.copy(body, o);
  o = body.writeInt32BE(-1, o); // topics: null = all
  body.writeInt8(0, o); // allow_auto_topic_creation
  const size = Buffer.alloc(4);
  size.writeInt32BE(body.length);
  const frame = await exchange(parseHostPort(address), Buffer.concat([size, body]), (b) => 4 + b.readInt32BE(0));

  let p = 4;
  const correlationId = frame.readInt32BE(p);
  p += 4;
  if (correlationId !== 7) throw new Error(`unexpected correlation id ${correlationId}`);
  p += 4; // throttle_time_ms
  const brokerCount = frame.readInt32BE(p);
  p += 4;
  const brokers = [];
  for (let i = 0; i < brokerCount; i += 1) {
    const nodeId = frame.readInt32BE(p);
    p += 4;
    const hostLength = frame.readInt16BE(p);
    p += 2;
    const host = frame.toString('utf8', p, p + hostLength);
    p += hostLength;
    const port = frame.readInt32BE(p);
    p += 4;
    const rackLength = frame.readInt16BE(p);
    p += 2 + Math.max(rackLength, 0);
    brokers.push(`${nodeId}@${host}:${port}`);
  }
  const clusterIdLength = frame.readInt16BE(p);
  p += 2 + Math.max(clusterIdLength, 0);
  const controllerId = frame.readInt32BE(p);
  p += 4;
  const topicCount = frame.readInt32BE(p);
  if (brokers.length === 0) throw new Error('metadata lists no broker yet');
  if (controllerId < 0) throw new Error('no active controller yet');
  return `brokers ${brokers.join(',')}, controller ${controllerId}, ${topicCount} topics`;
}

/** Minimal BSON: the one command document we send, and the top-level fields of the answer. */
function bsonDocument(fields) {
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    const key = Buffer.from(`${name}\0`);
    if (typeof value === 'number') {
      const v = Buffer.alloc(4);
      v.writeInt32LE(value);
      parts.push(Buffer.from([0x10]), key, v);
    } else {
      const s = Buffer.from(`${value}\0`);
      const len = Buffer.alloc(4);
      len.writeInt32LE(s.length);
      parts.push(Buffer.from([0x02]), key, len, s);
    }
  }
  const content = Buffer.concat([...parts, Buffer.from([0])]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(content.length + 4);
  return Buffer.concat([size, content]);
}

function readTopLevel(doc) {
  const out = {};
  let p = 4;
  const end = doc.readInt32LE(0) - 1;
  while (p < end) {
    const type = doc[p];
    p += 1;
    const nameEnd = doc.indexOf(0, p);
    const name = doc.toString('utf8', p, nameEnd);
    p = nameEnd + 1;
    switch (type) {
      case 0x01:
        out[name] = doc.readDoubleLE(p);
        p += 8;
        break;
      case 0x02: {
        const len = doc.readInt32LE(p);
        out[name] = doc.toString('utf8', p + 4, p + 4 + len - 1);
        p += 4 + len;
        break;
      }
      case 0x03:
      case 0x04:
        p += doc.readInt32LE(p);
        break;
      case 0x05:
        p += 4 + 1 + doc.readInt32LE(p);
        break;
      case 0x07:
        p += 12;
        break;
      case 0x08:
        out[name] = doc[p] === 1;
        p += 1;
        break;
      case 0x09:
      case 0x11:
      case 0x12:
        p += 8;
        break;
      case 0x0a:
        out[name] = null;
        break;
      case 0x10:
        out[name] = doc.readInt32LE(p);
        p += 4;
        break;
      default:
        return out; // a type we do not need; the fields read so far are enough for ok/errmsg
    }
  }
  return out;
}

async function mongo(address) {
  const command = bsonDocument({ ping: 1, $db: 'admin' });
  const header = Buffer.alloc(16 + 4 + 1);
  header.writeInt32LE(header.length + command.length, 0); // messageLength
  header.writeInt32LE(7, 4); // requestID
  header.writeInt32LE(0, 8); // responseTo
  header.writeInt32LE(2013, 12); // OP_MSG
  header.writeUInt32LE(0, 16); // flagBits
  header.writeUInt8(0, 20); // section kind 0: body
  const frame = await exchange(parseHostPort(address), Buffer.concat([header, command]), (b) => b.readInt32LE(0));
  if (frame.readInt32LE(12) !== 2013) throw new Error(`unexpected opCode ${frame.readInt32LE(12)}`);
  const reply = readTopLevel(frame.subarray(21));
  if (reply.ok !== 1) throw new Error(`ping answered ok=${reply.ok}: ${reply.errmsg ?? 'no message'}`);
  return 'ping ok';
}

async function stripe(base) {
  const response = await fetch(new URL('/v1/charges', base), {
    headers: { Authorization: 'Bearer sk_test_123' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`GET /v1/charges answered ${response.status}`);
  const body = await response.json();
  if (body.object !== 'list') throw new Error(`GET /v1/charges answered ${JSON.stringify(body).slice(0, 200)}`);
  return 'GET /v1/charges 200';
}

const probes = { kafka, mongo, stripe };
const [kind, target] = process.argv.slice(2);
const probe = probes[kind];
if (!probe || !target) {
  console.error('usage: node health.mjs kafka|mongo|stripe <address>');
  process.exit(2);
}
try {
  const detail = await probe(target);
  if (process.env.HEALTH_VERBOSE) console.log(detail);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
