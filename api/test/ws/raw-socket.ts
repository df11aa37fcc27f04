// A WebSocket client written by hand, for what a well-behaved client library will not send:
// requests cut off mid-upgrade and frames that break RFC 6455.
import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** The bytes of an upgrade request to /api/ws from our own origin. */
export function upgradeRequest(port: number, cookie?: string): string {
  return [
    'GET /api/ws HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    'Sec-WebSocket-Version: 13',
    'Origin: http://localhost:3000',
    ...(cookie ? [`Cookie: ${cookie}`] : []),
    '',
    '',
  ].join('\r\n');
}

/** A TCP connection to the server that has sent an upgrade request; the test decides what comes next. */
export function sendUpgrade(port: number, cookie?: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(upgradeRequest(port, cookie));
      resolve(socket);
    });
    // This side's own resets and refusals are the point of the tests, not failures.
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

export interface FrameOptions {
  fin?: boolean;
  /** The three reserved bits, as the high nibble's low bits (0–7). */
  rsv?: number;
  mask?: boolean;
  /** A length to declare instead of the payload's own (for lies about the length). */
  declaredLength?: bigint;
}

/** One frame as a client sends it: masked unless told otherwise. */
export function frame(opcode: number, payload: Buffer = Buffer.alloc(0), { fin = true, rsv = 0, mask = true, declaredLength }: FrameOptions = {}): Buffer {
  const length = declaredLength ?? BigInt(payload.length);
  const head = [(fin ? 0x80 : 0) | (rsv << 4) | opcode];
  const maskBit = mask ? 0x80 : 0;
  let extended = Buffer.alloc(0);
  if (length < 126n) head.push(maskBit | Number(length));
  else if (length < 65536n) {
    head.push(maskBit | 126);
    extended = Buffer.alloc(2);
    extended.writeUInt16BE(Number(length));
  } else {
    head.push(maskBit | 127);
    extended = Buffer.alloc(8);
    extended.writeBigUInt64BE(length);
  }
  if (!mask) return Buffer.concat([Buffer.from(head), extended, payload]);
  const key = randomBytes(4);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ key[i % 4]!));
  return Buffer.concat([Buffer.from(head), extended, key, masked]);
}

export const closePayload = (code: number, reason = Buffer.alloc(0)) => {
  const head = Buffer.alloc(2);
  head.writeUInt16BE(code);
  return Buffer.concat([head, reason]);
};

/**
 * A signed-in raw socket past the handshake. `closeCode` resolves with the code of the first
 * close frame the server sends, or null if the connection ends without one.
 */
export async function openRaw(port: number, cookie: string) {
  const socket = await sendUpgrade(port, cookie);
  let received = Buffer.alloc(0);
  let upgraded = false;
  let resolveOpen: () => void;
  let rejectOpen: (err: Error) => void;
  const opened = new Promise<void>((resolve, reject) => {
    resolveOpen = resolve;
    rejectOpen = reject;
  });
  let resolveClose: (code: number | null) => void;
  const closeCode = new Promise<number | null>((resolve) => (resolveClose = resolve));

  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    if (!upgraded) {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = received.subarray(0, end).toString().split('\r\n')[0]!;
      if (!status.startsWith('HTTP/1.1 101')) return rejectOpen(new Error(`upgrade refused: ${status}`));
      upgraded = true;
      received = received.subarray(end + 4);
      resolveOpen();
    }
    // Server frames are unmasked; skip everything up to the close frame.
    while (received.length >= 2) {
      const opcode = received[0]! & 0x0f;
      let length = received[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (received.length < 4) return;
        length = received.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (received.length < 10) return;
        length = Number(received.readBigUInt64BE(2));
        offset = 10;
      }
      if (received.length < offset + length) return;
      if (opcode === 0x8) return resolveClose(length >= 2 ? received.readUInt16BE(offset) : null);
      received = received.subarray(offset + length);
    }
  });
  socket.once('close', () => {
    rejectOpen(new Error('closed before the upgrade'));
    resolveClose(null);
  });
  await opened;
  return { socket, closeCode };
}
