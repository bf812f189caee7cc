import { createHmac } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { SECRET_OVERLAP_MS, signingSecrets, webhookEndpointDecider } from './endpoint-secret';
import { deliveryHeaders, secretOf, signingKey } from './signature';

// Fixed inputs: a delivery signed now, checked by the off-the-shelf library at the same instant.
const at = new Date('2026-11-25T10:00:00Z');
const id = 'msg_5b0c8f0e-3c1d-4a55-9a57-0f0b6a1f2f61';
const rawBody = '{"id":"5b0c8f0e","type":"UserRegistered","data":{"userId":"u1"}}';
const current = secretOf(Buffer.from('0123456789abcdef0123456789abcdef'));
const previous = secretOf(Buffer.from('an older key, 32 bytes long.....'));

/** The library checks the timestamp against the real clock; pinning it keeps the inputs fixed. */
function verifyAt(secret: string, body: string, headers: Record<string, string>): unknown {
  vi.useFakeTimers({ now: at });
  try {
    return new Webhook(secret).verify(body, headers);
  } finally {
    vi.useRealTimers();
  }
}

describe('a delivery signed the Standard Webhooks way', () => {
  const headers = deliveryHeaders({ id, rawBody, at, secrets: [current] });

  it('carries the id, the unix timestamp and one v1 signature', () => {
    expect(headers['webhook-id']).toBe(id);
    expect(headers['webhook-timestamp']).toBe('1795600800');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it('is accepted by the standardwebhooks library with the endpoint’s secret', () => {
    expect(verifyAt(current, rawBody, headers)).toEqual(JSON.parse(rawBody));
  });

  it('is refused for another secret, another body, another id or another time', () => {
    expect(() => verifyAt(previous, rawBody, headers)).toThrow(WebhookVerificationError);
    expect(() => verifyAt(current, rawBody.replace('u1', 'u2'), headers)).toThrow(WebhookVerificationError);
    expect(() => verifyAt(current, rawBody, { ...headers, 'webhook-id': 'msg_other' })).toThrow(
      WebhookVerificationError,
    );
    expect(() => verifyAt(current, rawBody, { ...headers, 'webhook-timestamp': '1795600801' })).toThrow(
      WebhookVerificationError,
    );
  });

  it('keeps the deprecated Portal headers, signed with the same key over "<t>.<body>"', () => {
    const hex = createHmac('sha256', signingKey(current)).update(`1795600800.${rawBody}`).digest('hex');
    expect(headers['portal-event-id']).toBe(id);
    expect(headers['portal-signature']).toBe(`t=1795600800,v1=${hex}`);
  });
});

describe('a secret written whsec_<base64 key>', () => {
  it('is a key the library takes as it is, both ways round', () => {
    const key = Buffer.from('0123456789abcdef0123456789abcdef');
    expect(signingKey(secretOf(key))).toEqual(key);
    expect(() => new Webhook(secretOf(key))).not.toThrow();
  });

  it('of an endpoint made before Standard Webhooks keeps signing Portal-Signature as its old string did', () => {
    const old = 'whsec_LegacyStringSecret-with_url-safe_chars';
    const migrated = secretOf(Buffer.from(old, 'utf8'));
    const t = 1795600800;
    const before = createHmac('sha256', old).update(`${t}.${rawBody}`).digest('hex');
    expect(deliveryHeaders({ id, rawBody, at, secrets: [migrated] })['portal-signature']).toBe(`t=${t},v1=${before}`);
  });
});

describe('a rotation', () => {
  const [rotated] = webhookEndpointDecider.decide(
    { type: 'RotateWebhookSecret', endpointId: 'ep1', now: at },
    {
      rotations: 0,
      previousValidUntil: null,
    },
  );
  const until = new Date(rotated.data.previousValidUntil);
  const endpoint = { secret: current, previousSecret: previous, previousValidUntil: until };

  it('records when, and keeps the replaced secret signing for 24 hours', () => {
    expect(rotated).toEqual({
      type: 'WebhookSecretRotated',
      data: { endpointId: 'ep1', rotatedAt: at.toISOString(), previousValidUntil: '2026-11-26T10:00:00.000Z' },
    });
    expect(until.getTime() - at.getTime()).toBe(SECRET_OVERLAP_MS);
  });

  it('signs with both secrets inside the overlap, so either verifies', () => {
    const secrets = signingSecrets(endpoint, new Date(until.getTime() - 1000));
    expect(secrets).toEqual([current, previous]);
    const headers = deliveryHeaders({ id, rawBody, at, secrets });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyAt(current, rawBody, headers)).toEqual(JSON.parse(rawBody));
    expect(verifyAt(previous, rawBody, headers)).toEqual(JSON.parse(rawBody));
  });

  it('signs with the new secret only once the overlap has ended', () => {
    const secrets = signingSecrets(endpoint, until);
    expect(secrets).toEqual([current]);
    const headers = deliveryHeaders({ id, rawBody, at, secrets });
    expect(verifyAt(current, rawBody, headers)).toEqual(JSON.parse(rawBody));
    expect(() => verifyAt(previous, rawBody, headers)).toThrow(WebhookVerificationError);
  });
});
