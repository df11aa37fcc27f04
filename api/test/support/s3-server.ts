// An S3-compatible server in the test's process (s3rver, from the npm registry: no Docker, no
// download at run time) on a free loopback port, with one bucket, and an SDK client to look into it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed key pair (it checks signatures made with it). */
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = 'thriftz-pictures') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    maxAttempts: 1,
  });
  let running = true;

  return {
    bucket,
    endpoint,
    client,
    /** The app's configuration for this server's bucket, keys under `prefix`. */
    env: (prefix = ''): Record<string, string> => ({
      PICTURE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    /** Every key under `prefix`, sorted. */
    async keys(prefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    head: (key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    put: (key: string, body: Buffer) => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/webp' })),
    /** Stops answering: its port refuses connections from now on (open keep-alive connections are cut). */
    async stop() {
      if (!running) return;
      running = false;
      server.httpServer?.closeAllConnections();
      await server.close();
    },
    async close() {
      await this.stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
