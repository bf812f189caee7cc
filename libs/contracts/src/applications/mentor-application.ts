import { z } from 'zod';
import { choice, optionalText, requiredText } from '../profile/fields';
import { HOURS_MEETINGS_WITH_TA, MENTOR_TOPICS } from './enumerations';
import { consent, dataSetId, yearsOfExperience } from './form-fields';

const rating = z.number().int().min(1).max(5);
const ratings = Object.fromEntries(MENTOR_TOPICS.map((topic) => [topic, rating])) as Record<
  (typeof MENTOR_TOPICS)[number],
  typeof rating
>;

/** The mentor form (spec 2 §3): comfort with 13 neuroscience and 11 deep-learning topics, rated 1 to 5. */
export const mentorApplicationFormSchema = z.object({
  participated_in_nma_last_year: z.boolean(),
  residing_country_during_course: requiredText(100),
  comfortable_teaching_in_english: z.boolean(),
  groups_mentor_during_count: z.number().int().min(1).max(4),
  hours_meetings_with_ta: choice(HOURS_MEETINGS_WITH_TA),
  proposed_project_ideas_for_students: optionalText(10_000).optional(),
  years_of_course_work_research: yearsOfExperience(),
  comfortable_data_set: dataSetId().min(1),
  alternative_data_set: dataSetId().optional(),
  ...ratings,
  agree_to_abide_code_of_conduct: consent(),
  agree_terms_and_conditions: consent(),
});

export type MentorApplicationForm = z.infer<typeof mentorApplicationFormSchema>;
