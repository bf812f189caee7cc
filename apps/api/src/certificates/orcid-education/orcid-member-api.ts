/** What ORCID answered, when it was not what we asked for. */
export class OrcidCallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OrcidCallFailed';
  }
}

export interface EducationRecord {
  /** Our certificate's id, as the record's external id: it finds the record again after a lost answer. */
  certificateId: string;
  certificateUrl: string;
  roleTitle: string;
  endDate: Date;
  organization: { name: string; city: string; country: string };
}

const ORCID_JSON = 'application/vnd.orcid+json';
const EXTERNAL_ID_TYPE = 'other-id';

/**
 * The education section of the ORCID member API (v3.0) with a person's access token. Adding is made
 * safe to repeat: ORCID refuses a second record with the same external id (409), and the existing
 * record's put-code is then looked up instead.
 */
export class OrcidMemberApi {
  constructor(
    private readonly apiUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async addEducation(orcid: string, token: string, record: EducationRecord): Promise<string> {
    const response = await this.call(`${this.apiUrl}/${orcid}/education`, token, {
      method: 'POST',
      headers: { 'content-type': ORCID_JSON },
      body: JSON.stringify(educationBody(record)),
    });
    if (response.status === 409) {
      const existing = await this.findByExternalId(orcid, token, record.certificateId);
      if (existing) return existing;
    }
    if (response.status !== 201) throw await failure(response);
    const putCode = response.headers.get('location')?.split('/').pop();
    if (!putCode) throw new OrcidCallFailed(502, 'ORCID answered 201 without a Location');
    return putCode;
  }

  /** Deletes the record; one that is already gone counts as deleted. */
  async removeEducation(orcid: string, token: string, putCode: string): Promise<void> {
    const url = `${this.apiUrl}/${orcid}/education/${encodeURIComponent(putCode)}`;
    const response = await this.call(url, token, { method: 'DELETE' });
    if (response.status !== 204 && response.status !== 404) throw await failure(response);
  }

  private async findByExternalId(orcid: string, token: string, certificateId: string): Promise<string | null> {
    const response = await this.call(`${this.apiUrl}/${orcid}/educations`, token, { method: 'GET' });
    if (!response.ok) throw await failure(response);
    const body = (await response.json()) as {
      'affiliation-group'?: Array<{ summaries?: Array<{ 'education-summary'?: Record<string, unknown> }> }>;
    };
    for (const group of body['affiliation-group'] ?? [])
      for (const { 'education-summary': summary } of group.summaries ?? []) {
        const ids = (summary?.['external-ids'] as { 'external-id'?: Array<Record<string, unknown>> } | undefined)?.[
          'external-id'
        ];
        const ours = ids?.some(
          (id) => id['external-id-type'] === EXTERNAL_ID_TYPE && id['external-id-value'] === certificateId,
        );
        if (ours) return String(summary?.['put-code']);
      }
    return null;
  }

  private async call(url: string, token: string, init: RequestInit): Promise<Response> {
    const headers = { accept: ORCID_JSON, authorization: `Bearer ${token}`, ...(init.headers as object) };
    try {
      return await this.fetchImpl(url, { ...init, headers, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new OrcidCallFailed(503, `ORCID could not be reached: ${(error as Error).message}`);
    }
  }
}

async function failure(response: Response): Promise<OrcidCallFailed> {
  const text = await response.text().catch(() => '');
  return new OrcidCallFailed(response.status, `ORCID answered ${response.status}: ${text.slice(0, 300)}`);
}

const dateParts = (date: Date) => ({
  year: { value: String(date.getUTCFullYear()) },
  month: { value: String(date.getUTCMonth() + 1).padStart(2, '0') },
  day: { value: String(date.getUTCDate()).padStart(2, '0') },
});

function educationBody(record: EducationRecord) {
  return {
    'role-title': record.roleTitle,
    'end-date': dateParts(record.endDate),
    organization: {
      name: record.organization.name,
      address: { city: record.organization.city, country: record.organization.country },
    },
    url: { value: record.certificateUrl },
    'external-ids': {
      'external-id': [
        {
          'external-id-type': EXTERNAL_ID_TYPE,
          'external-id-value': record.certificateId,
          'external-id-url': { value: record.certificateUrl },
          'external-id-relationship': 'self',
        },
      ],
    },
  };
}
