import { type ApplicationSummary, type ApplicationView, SUMMARY_ID_KEYS } from '@portal/contracts';
import { NotFoundException } from '@nestjs/common';
import { canEdit, canWithdraw } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { type ApplicationSummaryRow, type ApplicationWithCourse, findOwnApplication } from '@portal/projections';

const iso = (date: Date | string) => new Date(date).toISOString();

/** `GET .../{kind}/{id}/`: the answers as stored, then what the portal knows about them. */
export function toApplicationView(row: ApplicationWithCourse): ApplicationView {
  return {
    ...row.form,
    ...row.personal,
    id: row.id,
    course: row.course_id,
    course_name: row.course.name,
    application_type: row.role,
    status: row.status,
    seniority: row.seniority,
    wants_to_enroll: row.wants_to_enroll,
    application_date: iso(row.submitted_at),
    modified: iso(row.updated_at),
  };
}

/**
 * A row of the Submitted Applications table (spec 1 §3, §4). Its offer deadline is the offer's own once
 * one is made (staff may give an offer another end than the course's), as the course dashboard shows it.
 */
export function toApplicationSummary(row: ApplicationSummaryRow, now: Date): ApplicationSummary {
  const { course, role, status } = row;
  return {
    id: row.id,
    [SUMMARY_ID_KEYS[role]]: row.id,
    application_type: role,
    course: row.course_id,
    course_name: course.name,
    status,
    wants_to_enroll: row.wants_to_enroll,
    application_date: iso(row.submitted_at),
    deadline_date: course[`${role}_application_end_date`],
    deadline_application_update_date: course.deadline_application_update_date,
    deadline_accepting_offer_end_date: row.offer_end_date
      ? iso(row.offer_end_date)
      : course.deadline_accepting_offer_end_date,
    course_is_active: course.is_active,
    can_edit: canEdit(status, course, now),
    can_withdraw: canWithdraw(status, role, course, now),
  };
}

/** A command's answer: the caller's application as it now stands (gone, or another's, is not found). */
export async function ownApplicationView(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<ApplicationView> {
  const row = await findOwnApplication(db, userId, applicationId);
  if (!row) throw new NotFoundException();
  return toApplicationView(row);
}
