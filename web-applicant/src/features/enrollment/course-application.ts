import type { ApplicationView, FundingOption } from '@portal/contracts';

/** `GET /api/courses/{kind}/{id}/` as the course dashboard reads it (spec 2 §3 "Course application"). */
export type CourseApplication = ApplicationView & {
  course_price: number;
  cola: number | null;
  student_waive_fee_option_flag: boolean;
  course_pwyc_option_flag: boolean;
  student_application_pwyc_option_flag: boolean;
  accepting_offer_end_date: string | null;
  decline_reason: string | null;
  ta_role: string | null;
  agreement_signed: boolean;
  read_roles_document: boolean;
  filled_airtable_form: boolean;
  funding: FundingOption | null;
  hardship: boolean | null;
  can_afford_button: boolean;
  amount_be_payed: string | null;
  pod_realise_date: string | null;
  course_start_date: string | null;
  enrollment_form_link: string | null;
  roles_document_url: string | null;
  /** The TA contractor agreement (the course's, or the portal's default); null for other roles. */
  ta_agreement_text: string | null;
};

/** One component of the fee (`GET .../fee/`): signed dollars with 2 decimals. */
export type FeeLine = { component: string; label: string; amount: string; applied: boolean };

export type Fee = {
  lines: FeeLine[];
  total: string;
  total_cents: number;
  must_waive: boolean;
  notice: string | null;
  can_afford_button: boolean;
  minimum_custom_amount: number;
};
