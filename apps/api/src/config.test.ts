import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyRisk } from './config';
import { loadWithSecret, TEST_CONFIG_SECRET } from './test/config';

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), 'shop-config-'));
  });
  afterEach(async () => {
    await rm(cwd, { recursive: true, force: true });
  });

  it('applies the defaults', () => {
    expect(loadWithSecret({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      jwtSecret: TEST_CONFIG_SECRET,
      seedDemo: true,
      publicUrl: undefined,
      trustProxy: false,
      requestTimeoutMs: 30_000,
      databasePoolSize: 10,
      databaseTimeoutMs: 5000,
      redisUrl: undefined,
      orderMaxLines: 20,
      orderMaxQuantity: 10,
      orderMaxOpenPerPhone: 3,
      limits: {
        ordersPerAddress: { max: 20, windowMs: 3_600_000 },
        ordersPerPhone: { max: 5, windowMs: 86_400_000 },
        unitsPerAddress: { max: 60, windowMs: 86_400_000 },
        unitsPerPhone: { max: 30, windowMs: 86_400_000 },
        mailsPerRecipient: { max: 10, windowMs: 86_400_000 },
        reviewsPerAddress: { max: 10, windowMs: 3_600_000 },
        reviewsPerProduct: { max: 1, windowMs: 86_400_000 },
        contactsPerAddress: { max: 5, windowMs: 3_600_000 },
        cartWritesPerAddress: { max: 600, windowMs: 3_600_000 },
        couponLookupsPerAddress: { max: 30, windowMs: 3_600_000 },
        orderLookupsPerAddress: { max: 10, windowMs: 3_600_000 },
        checkoutDraftsPerAddress: { max: 30, windowMs: 3_600_000 },
        checkoutDraftsPerPhone: { max: 10, windowMs: 86_400_000 },
      },
      orderConfirmHours: 48,
      reviewsAutoApprove: false,
      smtpUrl: undefined,
      mailFrom: 'Zewar & Bags <orders@localhost>',
      shopEmail: undefined,
      logLevel: 'info',
      s3: undefined,
      couriers: {
        postex: undefined,
        leopards: undefined,
        trax: undefined,
        syncIntervalMs: 900_000,
        // No courier pushes its news until its webhook's secret is set.
        webhooks: { leopards: undefined, trax: undefined },
      },
      // No courier fee is assumed until the owner writes the contract down; 2% tax is the law's.
      settlements: {
        rates: {
          postex: { feePaisa: 0, codFeeBps: 0, returnFeePaisa: 0, taxBps: 200 },
          leopards: { feePaisa: 0, codFeeBps: 0, returnFeePaisa: 0, taxBps: 200 },
          trax: { feePaisa: 0, codFeeBps: 0, returnFeePaisa: 0, taxBps: 200 },
        },
        paymentDays: 14,
      },
      // No WhatsApp or SMS until their credentials are set; a confirmation request waits 5 minutes.
      messaging: {
        whatsapp: undefined,
        sms: undefined,
        confirmDelayMs: 300_000,
        cartReminderDelaysMs: { cart_reminder_1: 3_600_000, cart_reminder_2: 86_400_000 },
        cartLinkMs: 7 * 86_400_000,
      },
    });
  });

  it("reads a courier's settlement rates, and refuses a malformed one naming it", () => {
    const config = loadWithSecret({ POSTEX_SETTLEMENT_RATES: 'fee=150.5,cod_fee=1.25,tax=2' }, cwd);
    expect(config.settlements.rates.postex).toEqual({
      feePaisa: 15_050,
      codFeeBps: 125,
      returnFeePaisa: 0,
      taxBps: 200,
    });
    expect(() => loadWithSecret({ TRAX_SETTLEMENT_RATES: 'fee=abc' }, cwd)).toThrow(
      /TRAX_SETTLEMENT_RATES/,
    );
  });

  const BUCKET = {
    S3_BUCKET: 'zewar-images',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret/key+example',
  };

  it('keeps images in an S3 bucket when S3_BUCKET is set with its keys', () => {
    expect(loadWithSecret(BUCKET, cwd).s3).toEqual({
      bucket: 'zewar-images',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key+example',
      forcePathStyle: false,
      prefix: '',
      timeoutMs: 5000,
    });
    const compatible = loadWithSecret(
      {
        ...BUCKET,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_PREFIX: '/shop/images/',
        S3_TIMEOUT_SECONDS: '2',
      },
      cwd,
    ).s3;
    expect(compatible).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
      prefix: 'shop/images/',
      timeoutMs: 2000,
    });
    expect(
      loadWithSecret(
        {
          ...BUCKET,
          S3_ENDPOINT: 'https://s3.example.com',
          S3_FORCE_PATH_STYLE: 'false',
        },
        cwd,
      ).s3?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [
      { S3_BUCKET: 'zewar-images' },
      'Invalid configuration: S3_ACCESS_KEY_ID must be set when S3_BUCKET is set',
    ],
    [
      { S3_BUCKET: 'zewar-images', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set',
    ],
    [
      { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' },
      'Invalid configuration: S3_BUCKET must be set when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are (or unset them)',
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is (or unset it)',
    ],
    [
      { ...BUCKET, S3_BUCKET: 'Zewar_Images' },
      'Invalid configuration: S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    ],
    [
      { ...BUCKET, S3_ENDPOINT: 'minio:9000' },
      'Invalid configuration: S3_ENDPOINT must be an http:// or https:// address',
    ],
    [
      { ...BUCKET, S3_PREFIX: 'shop/../secrets' },
      "Invalid configuration: S3_PREFIX must be folder names of letters, digits, '.', '_' and '-' separated by '/'",
    ],
    [
      { ...BUCKET, S3_FORCE_PATH_STYLE: 'sometimes' },
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false',
    ],
    [
      { ...BUCKET, S3_TIMEOUT_SECONDS: '0' },
      'Invalid configuration: S3_TIMEOUT_SECONDS must be a whole number from 1 to 300',
    ],
  ])('refuses the bucket settings %j with one clear line', (env, message) => {
    expect(() => loadWithSecret(env, cwd)).toThrow(new ConfigError(message));
  });

  it('reads the mail settings; the shop copy goes to the first admin unless SHOP_EMAIL says', () => {
    const config = loadWithSecret(
      {
        PUBLIC_URL: 'https://zewar.pk/',
        ADMIN_EMAIL: 'owner@zewar.pk',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        ORDER_CONFIRM_HOURS: '0',
      },
      cwd,
    );
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Zewar & Bags <orders@zewar.pk>',
      shopEmail: 'owner@zewar.pk',
      orderConfirmHours: 0,
    });
    expect(loadWithSecret({ SHOP_EMAIL: 'orders@zewar.pk' }, cwd).shopEmail).toBe(
      'orders@zewar.pk',
    );
    expect(() => loadWithSecret({ SMTP_URL: 'smtp://mail.example.com:587' }, cwd)).toThrow(
      new ConfigError(
        "Invalid configuration: PUBLIC_URL must be set when SMTP_URL is set (the shop's address in the links of its mails)",
      ),
    );
    expect(() => loadWithSecret({ SMTP_URL: 'http://mail' }, cwd)).toThrow(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// address',
    );
    expect(() => loadWithSecret({ ORDER_CONFIRM_HOURS: '-1' }, cwd)).toThrow(
      'Invalid configuration: ORDER_CONFIRM_HOURS must be a whole number from 0 to 8760',
    );
  });

  it('counts the limits in Redis when REDIS_URL names one', () => {
    const redisUrl = (value: string | undefined) =>
      loadWithSecret({ REDIS_URL: value }, cwd).redisUrl;
    expect(redisUrl(undefined)).toBeUndefined();
    expect(redisUrl(' ')).toBeUndefined();
    expect(redisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redisUrl('redis://:s3cret@cache.internal:6380/2')).toBe(
      'redis://:s3cret@cache.internal:6380/2',
    );
    expect(redisUrl('rediss://shop:s3cret@redis.example.com')).toBe(
      'rediss://shop:s3cret@redis.example.com',
    );
    for (const wrong of ['127.0.0.1:6379', 'http://cache:6379', 'redis://', 'redis://cache/one']) {
      expect(() => redisUrl(wrong)).toThrow(
        new ConfigError(
          'Invalid configuration: REDIS_URL must be redis://[:password@]host[:port][/db], or rediss://… for TLS',
        ),
      );
    }
  });

  it.each([
    ['3/s', { max: 3, windowMs: 1000 }],
    ['90 / m', { max: 90, windowMs: 60_000 }],
    ['2/D', { max: 2, windowMs: 86_400_000 }],
    ['off', null],
  ])('reads a limit written %s', (value, expected) => {
    expect(
      loadWithSecret({ LIMIT_REVIEWS_PER_ADDRESS: value }, cwd).limits.reviewsPerAddress,
    ).toEqual(expected);
  });

  it('approves new reviews automatically only when REVIEWS_AUTO_APPROVE says so', () => {
    const autoApprove = (value: string | undefined) =>
      loadWithSecret({ REVIEWS_AUTO_APPROVE: value }, cwd).reviewsAutoApprove;
    expect(autoApprove(undefined)).toBe(false);
    expect(autoApprove('')).toBe(false);
    expect(autoApprove('true')).toBe(true);
    expect(autoApprove(' YES ')).toBe(true);
    expect(autoApprove('off')).toBe(false);
    expect(() => autoApprove('later')).toThrow(
      new ConfigError('Invalid configuration: REVIEWS_AUTO_APPROVE must be true or false'),
    );
  });

  it('reads the limit on reviews of one product from one address', () => {
    const limit = (value: string) =>
      loadWithSecret({ LIMIT_REVIEWS_PER_PRODUCT: value }, cwd).limits.reviewsPerProduct;
    expect(limit('2/h')).toEqual({ max: 2, windowMs: 3_600_000 });
    expect(limit('off')).toBeNull();
    expect(() => limit('once')).toThrow(
      "Invalid configuration: LIMIT_REVIEWS_PER_PRODUCT must be 'count/unit' (s, m, h or d), e.g. 20/h, or off",
    );
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1', ['10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadWithSecret({ TRUST_PROXY: value }, cwd).trustProxy).toEqual(expected);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/shop',
        DATABASE_URL: 'postgres://shop@db:5432/shop',
        ADMIN_EMAIL: 'owner@shop.pk',
        ADMIN_PASSWORD: 'long-enough',
        JWT_SECRET: TEST_CONFIG_SECRET,
        SEED_DEMO: 'false',
        PUBLIC_URL: 'https://zewar.pk/',
        LOG_LEVEL: 'warn',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/shop',
      databaseUrl: 'postgres://shop@db:5432/shop',
      adminEmail: 'owner@shop.pk',
      seedDemo: false,
      publicUrl: 'https://zewar.pk',
      logLevel: 'warn',
    });
  });

  it.each([
    [
      { PUBLIC_URL: 'zewar.pk' },
      'Invalid configuration: PUBLIC_URL must be an http:// or https:// address',
    ],
    [
      { PUBLIC_URL: 'ftp://zewar.pk' },
      'Invalid configuration: PUBLIC_URL must be an http:// or https:// address',
    ],
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535'],
    [
      { JWT_SECRET: '' },
      'Invalid configuration: JWT_SECRET must be at least 32 characters (leave it unset to generate one)',
    ],
    [
      { JWT_SECRET: 'short' },
      'Invalid configuration: JWT_SECRET must be at least 32 characters (leave it unset to generate one)',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ ADMIN_EMAIL: 'owner' }, 'Invalid configuration: ADMIN_EMAIL must be an email address'],
    [
      { ADMIN_PASSWORD: 'short' },
      'Invalid configuration: ADMIN_PASSWORD must be at least 8 characters',
    ],
    [{ SEED_DEMO: 'maybe' }, 'Invalid configuration: SEED_DEMO must be true or false'],
    [
      { TRUST_PROXY: 'the proxy' },
      'Invalid configuration: TRUST_PROXY must be false, true, a number of hops, or a comma-separated list of addresses',
    ],
    [
      { REQUEST_TIMEOUT_SECONDS: '0' },
      'Invalid configuration: REQUEST_TIMEOUT_SECONDS must be a whole number from 1 to 3600',
    ],
    [
      { LIMIT_ORDERS_PER_PHONE: '5 a day' },
      "Invalid configuration: LIMIT_ORDERS_PER_PHONE must be 'count/unit' (s, m, h or d), e.g. 20/h, or off",
    ],
    [
      { ORDER_MAX_QUANTITY: '0' },
      'Invalid configuration: ORDER_MAX_QUANTITY must be a whole number from 1 to 1000',
    ],
    [
      { DATABASE_POOL_SIZE: 'ten' },
      'Invalid configuration: DATABASE_POOL_SIZE must be a whole number from 1 to 1000',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
  ])('stops with one clear line for %j', (env, message) => {
    expect(() => loadWithSecret(env, cwd)).toThrow(new ConfigError(message));
  });

  it('generates the JWT secret once, keeps it with mode 600 and reuses it', async () => {
    const first = loadConfig({}, cwd);
    const file = path.join(cwd, 'data', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first.jwtSecret);
  });

  it('requires JWT_SECRET with DATABASE_URL, so every process behind a proxy signs alike', async () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' }, cwd)).toThrow(
      new ConfigError(
        'Invalid configuration: JWT_SECRET must be set when DATABASE_URL is set (every server process signs admin tokens with it)',
      ),
    );
    await expect(stat(path.join(cwd, 'data', 'jwt-secret'))).rejects.toThrow();
  });

  it('refuses a stored secret that is too short', async () => {
    loadConfig({}, cwd);
    await writeFile(path.join(cwd, 'data', 'jwt-secret'), 'short\n');
    expect(() => loadConfig({}, cwd)).toThrow(ConfigError);
  });
});

describe('trustProxyRisk (issue #23)', () => {
  const risk = (TRUST_PROXY: string, HOST: string) =>
    trustProxyRisk(loadWithSecret({ TRUST_PROXY, HOST }));

  it.each([
    ['1', '0.0.0.0'],
    ['true', '::'],
    ['2', '192.0.2.10'],
  ])(
    'names the risk of TRUST_PROXY=%s with HOST=%s and recommends the address form',
    (proxy, host) => {
      const warning = risk(proxy, host);
      expect(warning).toContain(`TRUST_PROXY=${proxy} believes X-Forwarded-For from any client`);
      expect(warning).toContain(`HOST=${host}`);
      expect(warning).toContain('TRUST_PROXY=127.0.0.1, or its CIDR range');
    },
  );

  it.each([
    ['127.0.0.1', '0.0.0.0'],
    ['10.0.0.0/8,192.0.2.1', '0.0.0.0'],
    ['1', '127.0.0.1'],
    ['true', 'localhost'],
    ['2', '::1'],
    ['false', '0.0.0.0'],
    ['0', '0.0.0.0'],
  ])('finds nothing wrong with TRUST_PROXY=%s and HOST=%s', (proxy, host) => {
    expect(risk(proxy, host)).toBeUndefined();
  });
});
