import { COURSE_CAPACITY_DEFAULTS, type NewCourseFields } from '@portal/contracts';
import { demoQuestions } from './demo-questions';

const DAY = 86_400_000;

/**
 * The demo catalogue, dated relative to `now` so a fresh start always has windows open for
 * students, TAs and mentors, and one course whose deadlines have passed (demo-neuro-ai.ts forms its pod;
 * demo-pods.ts adds a second, which has run).
 */
export function demoCatalog(now: Date): NewCourseFields[] {
  const at = (days: number) => new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY).toISOString();
  const season = now.getUTCFullYear();
  const windows = (open: number, close: number) => ({
    student_application_start_date: at(open),
    student_application_end_date: at(close),
    ta_application_start_date: at(open),
    ta_application_end_date: at(close - 5),
    mentor_application_start_date: at(open),
    mentor_application_end_date: at(close + 10),
    deadline_application_update_date: at(close + 5),
    deadline_accepting_offer_end_date: at(close + 40),
    enrollment_end_date: at(close + 50),
    profile_update_required_after: null,
    start_date: at(close + 70),
    end_date: at(close + 90),
    ta_training_start_date: at(close + 60),
    lead_ta_training_start_date: at(close + 58),
    prepod_start_date: at(close + 64),
    prepod_end_date: at(close + 68),
    pod_realise_date: at(close + 62),
  });
  const common = {
    ...COURSE_CAPACITY_DEFAULTS,
    is_active: true,
    season,
    roles_document_url: 'https://example.org/roles-and-responsibilities.pdf',
    enrollment_form_link: 'https://example.org/enrollment-form',
    course_price: 2090,
    course_pwyc_option_flag: false,
    fee_waivers: 'automatic' as const,
    badges_path: null,
    signatures_path: null,
    student_intro_text:
      'Thank you for applying as a student. The form takes about 20 minutes; your answers help us build balanced pods.',
    ta_intro_text:
      'Teaching assistants lead a pod of about 15 students for three weeks. Tell us about your teaching and research.',
    mentor_intro_text:
      'Mentors meet project groups about five times for an hour. Tell us which topics you are comfortable with.',
    // Empty: the TA dashboard shows the portal's default contractor agreement.
    ta_agreement_text: '',
  };
  return [
    {
      ...common,
      ...windows(-60, -5),
      name: 'Neuro-AI',
      description:
        'Where neuroscience and machine learning meet. Applications for this season have closed and the pods are formed.',
      questions: demoQuestions('neuro-AI'),
      // Two: a student ranks two different data sets, so a course with one could take no student.
      data_sets: [
        { id: 'brain-score', name: 'Brain-Score benchmarks' },
        { id: 'neural-latents', name: 'Neural Latents Benchmark' },
      ],
      course_length: 80,
      course_length_project: 100,
    },
    {
      ...common,
      ...windows(-10, 30),
      name: 'Computational Neuroscience',
      description:
        'Three weeks of tutorials and a group project on models of neurons, networks and behaviour, from linear models to reinforcement learning.',
      questions: demoQuestions('computational neuroscience'),
      data_sets: [
        { id: 'allen-brain-observatory', name: 'Allen Brain Observatory' },
        { id: 'steinmetz-neuropixels', name: 'Steinmetz Neuropixels recordings' },
        { id: 'hcp-fmri', name: 'Human Connectome Project fMRI' },
      ],
      course_length: 120,
      course_length_project: 150,
    },
    {
      ...common,
      ...windows(-5, 25),
      name: 'Deep Learning',
      description:
        'From linear networks and optimisation to convnets, transformers and deep reinforcement learning, with a group project.',
      questions: demoQuestions('deep learning'),
      data_sets: [
        { id: 'vision', name: 'Computer vision' },
        { id: 'nlp', name: 'Natural language processing' },
        { id: 'rl', name: 'Reinforcement learning environments' },
      ],
      course_length: 120,
      course_length_project: 150,
    },
    {
      ...common,
      ...windows(-3, 20),
      name: 'Computational Tools for Climate Science',
      description: 'Climate data, models and uncertainty: working with reanalysis and model ensembles in Python.',
      questions: demoQuestions('climate science'),
      data_sets: [
        { id: 'era5', name: 'ERA5 reanalysis' },
        { id: 'cmip6', name: 'CMIP6 model ensemble' },
      ],
      course_length: 80,
      course_length_project: 100,
    },
  ];
}
