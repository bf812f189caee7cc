import { json, type Router } from 'express';
import type { StandInGrant } from './stand-in-tokens';

type EducationRecord = Record<string, unknown> & { 'put-code': number };

const WRITE_SCOPE = '/activities/update';
const ORCID_JSON = ['application/vnd.orcid+json', 'application/orcid+json', 'application/json'];

/** The external ids of a record, as `type:value` strings (ORCID matches duplicates on them). */
const externalIdsOf = (record: Record<string, unknown>): string[] => {
  const ids = (record['external-ids'] as { 'external-id'?: Array<Record<string, unknown>> } | undefined)?.[
    'external-id'
  ];
  return (ids ?? []).map((id) => `${String(id['external-id-type'])}:${String(id['external-id-value'])}`);
};

/**
 * The member API's education section (v3.0) as orcid.org answers it: add (201 with the put-code in
 * `Location`; 409 when a record with the same external id is already there), list (`/educations`),
 * read and delete. Writes need the `/activities/update` scope. Records live in memory: a demo's.
 */
export function mountOrcidEducation(api: Router): void {
  const records = new Map<string, Map<number, EducationRecord>>();
  let nextPutCode = 1000;
  const own = (orcid: string) => {
    const found = records.get(orcid);
    if (found) return found;
    const created = new Map<number, EducationRecord>();
    records.set(orcid, created);
    return created;
  };
  const grantOf = (res: { locals: Record<string, unknown> }) => res.locals.grant as StandInGrant;

  api.use('/:orcid', (req, res, next) => {
    if (req.params.orcid !== grantOf(res).identity.orcid)
      return res.status(403).json({ 'response-code': 403, 'developer-message': 'Access denied for this ORCID iD.' });
    next();
  });

  api.post('/:orcid/education', json({ type: ORCID_JSON }), (req, res) => {
    if (!grantOf(res).scope.split(/\s+/).includes(WRITE_SCOPE))
      return res.status(403).json({ error: 'insufficient_scope', error_description: `Requires ${WRITE_SCOPE}` });
    const body = req.body as Record<string, unknown>;
    const organization = body.organization as { name?: string } | undefined;
    if (!organization?.name)
      return res.status(400).json({ 'response-code': 400, 'developer-message': 'An organization name is required.' });
    const mine = own(req.params.orcid);
    const ids = externalIdsOf(body);
    const duplicate = [...mine.values()].find((record) => externalIdsOf(record).some((id) => ids.includes(id)));
    if (duplicate)
      return res.status(409).json({
        'response-code': 409,
        'developer-message': `409 Conflict: You have already added this activity (put-code ${duplicate['put-code']}).`,
      });
    const putCode = nextPutCode++;
    mine.set(putCode, { ...body, 'put-code': putCode, path: `/${req.params.orcid}/education/${putCode}` });
    res.location(`${req.protocol}://${req.get('host')}${req.baseUrl}/${req.params.orcid}/education/${putCode}`);
    res.status(201).end();
  });

  api.get('/:orcid/educations', (req, res) => {
    const summaries = [...own(req.params.orcid).values()].map((record) => ({ 'education-summary': record }));
    res.json({ 'affiliation-group': summaries.map((summary) => ({ summaries: [summary] })) });
  });

  api.get('/:orcid/education/:putCode', (req, res) => {
    const record = own(req.params.orcid).get(Number(req.params.putCode));
    if (!record) return res.status(404).json({ 'response-code': 404, 'developer-message': 'No such education.' });
    res.json(record);
  });

  api.delete('/:orcid/education/:putCode', (req, res) => {
    if (!grantOf(res).scope.split(/\s+/).includes(WRITE_SCOPE))
      return res.status(403).json({ error: 'insufficient_scope', error_description: `Requires ${WRITE_SCOPE}` });
    if (!own(req.params.orcid).delete(Number(req.params.putCode)))
      return res.status(404).json({ 'response-code': 404, 'developer-message': 'No such education.' });
    res.status(204).end();
  });
}
