import type { CertificateType } from '@portal/contracts';
import type { CertificateEvent } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/** A stored row of `certificates`. */
export interface CertificateRecord extends Record<string, unknown> {
  id: string;
  user_id: string;
  course_id: string;
  application_id: string;
  pod_id: string | null;
  certificate_type: CertificateType | null;
  issued: boolean;
  issued_at: Date | null;
  completed_survey: boolean;
  orcid_put_code: string | null;
}

/**
 * `certificates`: one row per certificate stream, for the owner's Documents tab, the public page and
 * ORCID. A withdrawn certificate keeps its row, marked, so it can come back with its first date.
 * Inline (one stream each).
 */
export const certificatesReadModel: ReadModel<CertificateRecord, CertificateEvent> = {
  name: 'certificates',
  eventTypes: [
    'CertificateIssued',
    'CertificateWithdrawn',
    'SurveyCompleted',
    'AttendanceExceptionGranted',
    'CertificatePublishedToOrcid',
    'CertificateRemovedFromOrcid',
  ],
  table: {
    name: 'certificates',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      user_id: 'text NOT NULL',
      course_id: 'text NOT NULL',
      application_id: 'text NOT NULL',
      pod_id: 'text',
      certificate_type: 'text',
      issued: 'boolean NOT NULL DEFAULT false',
      issued_at: 'timestamptz',
      completed_survey: 'boolean NOT NULL DEFAULT false',
      orcid_put_code: 'text',
    },
    indexes: { user: '(user_id)' },
  },
  keyOf: (event) => event.data.certificateId,
  singleStream: true,

  fold(row, event) {
    const d = event.data;
    // Any event of the stream creates the row; only some change it.
    const current: CertificateRecord = row ?? {
      id: d.certificateId,
      user_id: d.userId,
      course_id: d.courseId,
      application_id: d.applicationId,
      pod_id: null,
      certificate_type: null,
      issued: false,
      issued_at: null,
      completed_survey: false,
      orcid_put_code: null,
    };
    switch (event.type) {
      case 'CertificateIssued':
        return {
          ...current,
          issued: true,
          certificate_type: event.data.certificateType,
          pod_id: event.data.podId,
          // Issued again (another type, or back after a withdrawal): it keeps its first date.
          issued_at: current.issued_at ?? new Date(event.data.issuedAt),
        };
      case 'CertificateWithdrawn':
        return { ...current, issued: false };
      case 'SurveyCompleted':
        return { ...current, completed_survey: true };
      case 'CertificatePublishedToOrcid':
        return { ...current, orcid_put_code: event.data.putCode };
      case 'CertificateRemovedFromOrcid':
        return { ...current, orcid_put_code: null };
      default:
        return current;
    }
  },
};

export const certificatesProjection: Projection = projectionOf(certificatesReadModel);

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

/** Whose certificate this is, issued or not; null for an id the read model does not hold. */
export async function ownerOfCertificate(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM certificates WHERE id = $1', [id]);
  return rows.at(0)?.user_id ?? null;
}

/** The certificate published under an ORCID education record, by its put-code. */
export async function findCertificateByPutCode(db: Queryable, userId: string, putCode: string) {
  const { rows } = await db.query<CertificateRow>(`${SELECT} WHERE c.user_id = $1 AND c.orcid_put_code = $2`, [
    userId,
    putCode,
  ]);
  return rows.at(0) ?? null;
}
