import {
  DEFAULT_COLA,
  type FeeBreakdown,
  type LiveApplication,
  NotFoundError,
  colaDecider,
  colaOf,
  colaStreamId,
  feeBreakdown,
  feeInputOf,
  profileDecider,
  profileStreamId,
  residingCountryOf,
} from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import { countryCodeOf } from '@portal/projections';
import { loadCourse } from '../../catalog/shared/load-course';

/**
 * The fee a step decides with, from the streams in the command's transaction: the application's course,
 * the applicant's profile (industry or not) and the residing country's cola stream. `countryCodeOf`
 * is the world-countries name table the cola read model also uses, not a read of its table.
 */
export async function feeFromStreams(session: CommandSession, application: LiveApplication): Promise<FeeBreakdown> {
  const course = await loadCourse(session, application.courseId);
  if (!course) throw new NotFoundError('Application not found.');
  const profile = await session.load(profileStreamId(application.userId), profileDecider);
  const country = residingCountryOf(application);
  const code = country ? countryCodeOf(country) : null;
  const cola = code ? colaOf(code, (await session.load(colaStreamId(code), colaDecider)).state) : DEFAULT_COLA;
  return feeBreakdown(feeInputOf(application, course, profile.state, cola));
}
