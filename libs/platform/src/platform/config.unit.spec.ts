import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded mode on port 3000 with ./.data', () => {
    expect(loadConfig({})).toMatchObject({ mode: 'embedded', PORT: 3000, DATA_DIR: './.data', LOG_LEVEL: 'info' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).mode).toBe('embedded');
  });

  it('needs a 32-byte master key with a database URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/portal' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/portal', PERSONAL_DATA_MASTER_KEY: 'c2hvcnQ=' })).toThrow(
      /32 bytes/,
    );
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', PERSONAL_DATA_MASTER_KEY: key }).mode).toBe('production');
  });

  it('lets no origin make CORS calls unless CORS_ORIGINS lists it, and takes origins only', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://tool.example.org, http://localhost:5173' }).CORS_ORIGINS).toEqual([
      'https://tool.example.org',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://tool.example.org/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'tool.example.org' })).toThrow(/CORS_ORIGINS/);
  });

  it('names every bad value in one message', () => {
    expect(() => loadConfig({ PORT: '70000', REDIS_URL: 'http://x' })).toThrow(/PORT: [\s\S]*REDIS_URL: /);
  });

  it('needs the webhook secret with a Stripe key, since no payment could be verified without it', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).STRIPE_API_URL).toBe(
      'https://api.stripe.com',
    );
  });

  it('takes the four S3 settings together or not at all, naming the missing ones', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig(s3)).toMatchObject({ ...s3, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' });
    expect(() => loadConfig({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: 'files' })).toThrow(
      /S3_ACCESS_KEY_ID: required with the other S3_\* settings\n {2}S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });

  it('trusts no proxy by default, and takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('ends sessions after 14 idle days or 90 days by default', () => {
    expect(loadConfig({})).toMatchObject({ SESSION_IDLE_DAYS: 14, SESSION_MAX_DAYS: 90 });
  });
});
