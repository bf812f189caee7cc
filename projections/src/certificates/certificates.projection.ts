import type { CertificateType } from '@portal/contracts';
import type { CertificateEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `certificates`: one row per certificate stream, for the owner's Documents tab, the public page and
 * ORCID. A withdrawn certificate keeps its row, marked, so it can come back with its first date.
 * Inline (one stream each).
 */
export const certificatesProjection: Projection = {
  name: 'certificates',
  eventTypes: [
    'CertificateIssued',
    'CertificateWithdrawn',
    'SurveyCompleted',
    'AttendanceExceptionGranted',
    'CertificatePublishedToOrcid',
    'CertificateRemovedFromOrcid',
  ],
  tables: ['certificates'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS certificates${suffix} (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      course_id text NOT NULL,
      application_id text NOT NULL,
      pod_id text,
      certificate_type text,
      issued boolean NOT NULL DEFAULT false,
      issued_at timestamptz,
      completed_survey boolean NOT NULL DEFAULT false,
      orcid_put_code text
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(`CREATE INDEX IF NOT EXISTS certificates${suffix}_user ON certificates${suffix} (user_id)`);
  },

  async apply(tx, events, suffix = '') {
    const table = `certificates${suffix}`;
    for (const event of events as Array<RecordedEvent & CertificateEvent>) {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${table} (id, user_id, course_id, application_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [d.certificateId, d.userId, d.courseId, d.applicationId],
      );
      const change = changeOf(event);
      if (change)
        await tx.query(`UPDATE ${table} SET ${change.sql} WHERE id = $1`, [d.certificateId, ...change.values]);
    }
  },
};

function changeOf(event: RecordedEvent & CertificateEvent): { sql: string; values: unknown[] } | null {
  switch (event.type) {
    case 'CertificateIssued':
      return {
        sql: 'issued = true, certificate_type = $2, pod_id = $3, issued_at = coalesce(issued_at, $4)',
        values: [event.data.certificateType, event.data.podId, event.data.issuedAt],
      };
    case 'CertificateWithdrawn':
      return { sql: 'issued = false', values: [] };
    case 'SurveyCompleted':
      return { sql: 'completed_survey = true', values: [] };
    case 'CertificatePublishedToOrcid':
      return { sql: 'orcid_put_code = $2', values: [event.data.putCode] };
    case 'CertificateRemovedFromOrcid':
      return { sql: 'orcid_put_code = NULL', values: [] };
    default:
      return null;
  }
}

export interface CertificateRow {
  id: string;
  user_id: string;
  course_id: string;
  course_name: string;
  application_id: string;
  pod_id: string | null;
  certificate_type: CertificateType;
  issued_at: Date;
  completed_survey: boolean;
  orcid_put_code: string | null;
}

const SELECT = `SELECT c.id, c.user_id, c.course_id, k.name AS course_name, c.application_id, c.pod_id,
                       c.certificate_type, c.issued_at, c.completed_survey, c.orcid_put_code
                  FROM certificates c JOIN courses k ON k.id = c.course_id`;

/** The person's issued certificates, newest first. */
export async function listCertificatesOfUser(db: Queryable, userId: string): Promise<CertificateRow[]> {
  const { rows } = await db.query<CertificateRow>(
    `${SELECT} WHERE c.user_id = $1 AND c.issued ORDER BY c.issued_at DESC, c.id`,
    [userId],
  );
  return rows;
}

export async function findIssuedCertificate(db: Queryable, id: string): Promise<CertificateRow | null> {
  const { rows } = await db.query<CertificateRow>(`${SELECT} WHERE c.id = $1 AND c.issued`, [id]);
  return rows[0] ?? null;
}

/** The certificate published under an ORCID education record, by its put-code. */
export async function findCertificateByPutCode(db: Queryable, userId: string, putCode: string) {
  const { rows } = await db.query<CertificateRow>(`${SELECT} WHERE c.user_id = $1 AND c.orcid_put_code = $2`, [
    userId,
    putCode,
  ]);
  return rows[0] ?? null;
}
