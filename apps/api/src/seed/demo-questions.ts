import type { CourseFields } from '@portal/contracts';

const scale = (texts: string[]) => texts.map((answer_text, i) => ({ rating: i + 1, answer_text }));
const comfort = scale(['Never used it', 'Beginner', 'Comfortable', 'Proficient', 'Expert']);

/** Questions in every category the spec names, with rated answer choices. */
export function demoQuestions(topic: string): CourseFields['questions'] {
  return [
    {
      category: 'course_spec_prog',
      question_text: 'How comfortable are you programming in Python with NumPy?',
      answer_choices: comfort,
    },
    {
      category: 'course_spec_prog',
      question_text: 'How comfortable are you with plotting in Matplotlib?',
      answer_choices: comfort,
    },
    {
      category: 'course_spec_dom',
      question_text: `How familiar are you with the core ideas of ${topic}?`,
      answer_choices: comfort,
    },
    {
      category: 'technical_dom',
      question_text: 'Linear algebra (vectors, matrices, eigenvalues)',
      answer_choices: comfort,
    },
    { category: 'technical_dom', question_text: 'Probability and statistics', answer_choices: comfort },
    { category: 'technical_dom', question_text: 'Calculus (derivatives, integrals)', answer_choices: comfort },
    {
      category: 'general',
      question_text: 'How many hours a day can you give the course?',
      answer_choices: scale(['Fewer than 4', '4 to 6', '6 to 8', 'More than 8']),
    },
  ];
}
