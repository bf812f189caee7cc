import { type Config, loadConfig } from '@portal/platform';
import { demoStandIns } from '../../../demo-providers/demo-stand-ins';
import { SocialExchangeFailed } from './social-exchange-failed';
import { SocialProviders } from './social-providers';

/** The providers as the composition root builds them: with the stand-ins this configuration allows. */
const wired = (config: Config) => new SocialProviders(config, demoStandIns(config).oauth);
const providersFor = (env: Record<string, string>) => wired(loadConfig(env));
const standInProviders = (config: Config) => demoStandIns(config).oauth.providers;
const PRODUCTION = {
  DATABASE_URL: 'postgres://db/portal',
  PERSONAL_DATA_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('the sign-in buttons settings', () => {
  it('point at the portal’s own stand-ins, marked demo, when no provider is configured', () => {
    const settings = providersFor({ PUBLIC_URL: 'https://portal.example.org/' }).publicSettings();
    expect(settings).toEqual({
      github: {
        authorize_url: 'https://portal.example.org/demo/oauth/github/login/oauth/authorize',
        client_id: 'portal-demo',
        scope: 'user',
        redirect_uri: 'https://portal.example.org/github-verification',
        demo: true,
        enabled: true,
      },
      google: {
        authorize_url: 'https://portal.example.org/demo/oauth/google/o/oauth2/v2/auth',
        client_id: 'portal-demo',
        scope: 'openid email profile',
        redirect_uri: 'https://portal.example.org/google-verification',
        demo: true,
        enabled: true,
      },
      orcid: {
        authorize_url: 'https://portal.example.org/demo/oauth/orcid/oauth/authorize',
        client_id: 'portal-demo',
        scope: '/authenticate /read-limited /activities/update',
        redirect_uri: 'https://portal.example.org/orcid-verification',
        demo: true,
        enabled: true,
      },
    });
  });

  it('use localhost and the port when PUBLIC_URL is unset', () => {
    const settings = providersFor({ PORT: '4100' }).publicSettings();
    expect(settings.github.redirect_uri).toBe('http://localhost:4100/github-verification');
    expect(settings.orcid.authorize_url).toBe('http://localhost:4100/demo/oauth/orcid/oauth/authorize');
  });

  it('point at the real providers, never showing a secret, once their clients are configured', () => {
    const settings = providersFor({
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      GOOGLE_CLIENT_ID: 'google-id',
      ORCID_CLIENT_ID: 'orcid-id',
      ORCID_CLIENT_SECRET: 'orcid-secret',
    }).publicSettings();
    expect(settings.github).toMatchObject({
      authorize_url: 'https://github.com/login/oauth/authorize',
      client_id: 'gh-id',
      demo: false,
    });
    expect(settings.google).toMatchObject({
      authorize_url: 'https://accounts.google.com/o/oauth2/v2/auth',
      demo: false,
    });
    expect(settings.orcid).toMatchObject({
      authorize_url: 'https://orcid.org/oauth/authorize',
      client_id: 'orcid-id',
      demo: false,
    });
    expect(JSON.stringify(settings)).not.toMatch(/secret/);
  });

  it('refuse a GitHub or ORCID client id without its secret at start', () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'gh-id' })).toThrow(
      /GITHUB_CLIENT_SECRET: required with GITHUB_CLIENT_ID/,
    );
    expect(() => loadConfig({ ORCID_CLIENT_ID: 'orcid-id' })).toThrow(
      /ORCID_CLIENT_SECRET: required with ORCID_CLIENT_ID/,
    );
  });
});

describe('a provider with no client configured', () => {
  it('is disabled in production: no stand-in is mounted and no one signs in with it', async () => {
    const config = loadConfig({ ...PRODUCTION, GITHUB_CLIENT_ID: 'gh-id', GITHUB_CLIENT_SECRET: 'gh-secret' });
    expect(standInProviders(config)).toEqual([]);
    const providers = wired(config);
    const settings = providers.publicSettings();
    expect(settings.github).toMatchObject({ client_id: 'gh-id', demo: false, enabled: true });
    expect(settings.google).toMatchObject({ client_id: '', demo: false, enabled: false });
    expect(settings.orcid).toMatchObject({ client_id: '', demo: false, enabled: false });
    const failure = providers.exchange('orcid', { code: 'a-code' });
    await expect(failure).rejects.toThrow(SocialExchangeFailed);
    await expect(failure).rejects.toThrow('orcid sign-in failed: it is not configured on this portal');
  });

  it('uses the stand-in in production only with DEMO_PROVIDERS=true, as the black-box tests run it', () => {
    const config = loadConfig({ ...PRODUCTION, DEMO_PROVIDERS: 'true', GOOGLE_CLIENT_ID: 'google-id' });
    expect(standInProviders(config)).toEqual(['github', 'orcid']);
    const settings = wired(config).publicSettings();
    expect(settings.github).toMatchObject({ client_id: 'portal-demo', demo: true, enabled: true });
    expect(settings.google).toMatchObject({ client_id: 'google-id', demo: false, enabled: true });
  });

  it('is disabled in the embedded mode too with DEMO_PROVIDERS=false', () => {
    const config = loadConfig({ DEMO_PROVIDERS: 'false' });
    expect(standInProviders(config)).toEqual([]);
    expect(wired(config).publicSettings().github.enabled).toBe(false);
  });
});
