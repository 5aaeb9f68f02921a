/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2 …), so that several
 * server processes on several machines share them (decision 0011). Every call to the bucket has a
 * deadline: a bucket that is down or stalls makes image requests answer 503 within S3_TIMEOUT_SECONDS,
 * never a 500 and never a hang.
 */
import type { Readable } from 'node:stream';
import type {
  $Command,
  S3ClientResolvedConfig,
  ServiceInputTypes,
  ServiceOutputTypes,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { AppError } from './errors';
import type { ImageStorage, StorageLog } from './image-storage-contract';

/** Seconds a client is asked to wait before trying again while the bucket does not answer. */
const RETRY_AFTER_SECONDS = 5;
/** A bucket that is down fails every image request; one warning in this long is enough to see it. */
const WARN_EVERY_MS = 10_000;
/** What the bucket's copies say to anyone who reads them directly (a CDN in front of the bucket). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What every request that needs the bucket gets while it is down or slow. */
function imageStorageUnavailable(): AppError {
  return AppError.retryLater(
    'unavailable',
    'Images cannot be reached right now; try again in a moment',
    RETRY_AFTER_SECONDS,
  );
}

/** The most keys S3 answers in one listing request. */
const LIST_PAGE_SIZE = 1000;

export async function createS3ImageStorage(
  settings: S3Settings,
  log: StorageLog,
  /** Tests list a few keys a page at a time to see the pages followed. */
  options: { listPageSize?: number } = {},
): Promise<ImageStorage> {
  // Loaded only when a bucket is set: the SDK takes half a second and 20 MB to load, which a shop
  // keeping its images on the disk should not pay at every start.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { NodeHttpHandler } = await import('@smithy/node-http-handler');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default checksums (CRC32 sent in a trailer) are refused by many S3-compatible servers;
    // TLS protects the bytes on the way, as it does for every other request of the shop.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Connecting, and any silence once connected (a body that stops coming), are cut at the deadline.
    requestHandler: new NodeHttpHandler({
      connectionTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    }),
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${settings.prefix}${name}`;
  const location = `s3://${Bucket}/${settings.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  /**
   * One call within the deadline, the SDK's retries included. The deadline ends when the answer's
   * headers arrive: a body streamed on to a slow phone is watched by the socket timeout instead.
   */
  async function send<Input extends ServiceInputTypes, Output extends ServiceOutputTypes>(
    command: $Command<Input, Output, S3ClientResolvedConfig, ServiceInputTypes, ServiceOutputTypes>,
  ): Promise<Output> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    try {
      return await client.send(command, { abortSignal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  let lastWarning = 0;
  function unavailable(error: unknown, action: string): AppError {
    const now = Date.now();
    if (now - lastWarning >= WARN_EVERY_MS) {
      lastWarning = now;
      log.warn({ err: error, location }, `the image bucket failed to ${action}`);
    }
    return imageStorageUnavailable();
  }

  /**
   * One call whose every failure is the bucket being unavailable; get and exists first tell a
   * missing image apart.
   */
  async function sendOrUnavailable<
    Input extends ServiceInputTypes,
    Output extends ServiceOutputTypes,
  >(
    command: $Command<Input, Output, S3ClientResolvedConfig, ServiceInputTypes, ServiceOutputTypes>,
    action: string,
  ): Promise<Output> {
    try {
      return await send(command);
    } catch (error) {
      throw unavailable(error, action);
    }
  }

  try {
    await checkBucket(Bucket, location, log, () => send(new HeadBucketCommand({ Bucket })));
  } catch (error) {
    client.destroy();
    throw error;
  }

  return {
    location,
    async put(name, body) {
      const size = Buffer.isBuffer(body) ? body.length : body.size;
      await sendOrUnavailable(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: Buffer.isBuffer(body) ? body : body.body,
          ContentLength: size,
          ContentType: 'image/webp',
          CacheControl: IMMUTABLE,
        }),
        'store an image',
      );
    },
    async get(name) {
      try {
        const answer = await send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        const body = answer.Body as Readable | undefined;
        if (!body || answer.ContentLength === undefined) {
          body?.destroy();
          throw new Error('The bucket answered without a body or its length');
        }
        return { body, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error, 'read an image');
      }
    },
    async exists(name) {
      try {
        await send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        // A HEAD answer has no body to tell a missing object from a missing bucket; the bucket's
        // existence was checked at start.
        if (isMissing(error)) return false;
        throw unavailable(error, 'look up an image');
      }
    },
    async delete(name) {
      await sendOrUnavailable(
        new DeleteObjectCommand({ Bucket, Key: keyOf(name) }),
        'delete an image',
      );
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const token = ContinuationToken;
        const page = await sendOrUnavailable(
          new ListObjectsV2Command({
            Bucket,
            Prefix: settings.prefix || undefined,
            ContinuationToken: token,
            MaxKeys: options.listPageSize ?? LIST_PAGE_SIZE,
          }),
          'list the images',
        );
        for (const { Key } of page.Contents ?? []) {
          if (Key && Key.length > settings.prefix.length) yield Key.slice(settings.prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}

/** NoSuchKey from GET, a bare 404 (NotFound) from HEAD; NoSuchBucket is a fault, not a missing image. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * At start: a bucket that does not exist, or that refuses the keys, is a mistake in the settings and
 * stops the start with one clear line. A bucket that does not answer may only be down for a while:
 * the shop starts, and image requests answer 503 until it is back.
 */
async function checkBucket(
  bucket: string,
  location: string,
  log: StorageLog,
  headBucket: () => Promise<unknown>,
): Promise<void> {
  try {
    await headBucket();
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const mistake =
      status === 404
        ? 'does not exist'
        : status === 401 || status === 403
          ? `refuses S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (${status})`
          : status === 301 || status === 400
            ? `answered ${status}; is it in another region than S3_REGION?`
            : undefined;
    if (mistake) throw new Error(`S3_BUCKET: the bucket ${bucket} ${mistake}`, { cause: error });
    log.warn(
      { err: error, location },
      'the image bucket does not answer; images answer 503 until it does',
    );
  }
}
