/** The help page's sections (spec 2 §2 "Help page"), each a few questions people ask. */
export type HelpTopic = { title: string; questions: Array<{ question: string; answer: string }> };

export const HELP_TOPICS: HelpTopic[] = [
  {
    title: 'General Information',
    questions: [
      {
        question: 'What is the programme?',
        answer:
          'An online summer school: each course runs for a few weeks, Monday to Friday, about 8 hours a day, in small groups ("pods") of about 15 students led by a teaching assistant. Part of each day is coursework, part is a group project.',
      },
      {
        question: 'Which time zone are the time slots in?',
        answer:
          'All five time slots are given in UTC. Convert them to your own time before choosing: slot 1 starts at 00:30 UTC, slot 5 ends its project block at 01:30 UTC the next day. Your logistics page shows the full table.',
      },
      {
        question: 'Do I need to be fluent in English?',
        answer:
          'Courses are taught in English, so you must be comfortable studying in English. Pods are formed by language where possible, so tell us every language you could study in.',
      },
    ],
  },
  {
    title: 'Student Tuition Fees & Payment',
    questions: [
      {
        question: 'How much does a course cost?',
        answer:
          'The fee starts from the course price, with a discount for academic participants, and is then adjusted to the cost of living in the country where you will live during the course. A non-refundable processing fee of $50 (also adjusted by country) is added. The exact amount is shown once you accept an offer.',
      },
      {
        question: 'What if I cannot afford the fee?',
        answer:
          'You can ask for a hardship discount, which halves the fee. In regions with the lowest cost of living, or where the course allows it, you can pay what you can (at least $2). If your total comes to $0 or less, the fee is waived.',
      },
      {
        question: 'How do I pay, and where is my receipt?',
        answer:
          'Payment is by card through Stripe, from the course page after you accept your offer. Each payment comes with a receipt; keep it if your institution reimburses you.',
      },
    ],
  },
  {
    title: 'Application Portal Questions',
    questions: [
      {
        question: 'Why can I not apply yet?',
        answer:
          'Fill in your profile (general info and demographics on the account page) and your logistics first. If a course asks for an updated profile, save your profile again after its update date. The apply buttons also stay closed before a course’s application window opens and after it ends.',
      },
      {
        question: 'I did not receive the confirmation email.',
        answer:
          'Check your spam folder, then use the resend button on the verification page. A link expires after a while; the page offers a new one when it has.',
      },
      {
        question: 'How do I change my email address?',
        answer:
          'Change it on the account page. We send a confirmation link to the new address, and the change takes effect only once you follow it; until then you sign in with the old one.',
      },
      {
        question: 'Can I sign in with ORCID, GitHub or Google?',
        answer:
          'Yes. You can also connect them to an existing account from the account page. Set a password before disconnecting your last connected account, or you will not be able to sign in.',
      },
    ],
  },
  {
    title: 'Student Applications',
    questions: [
      {
        question: 'How many courses can I apply to?',
        answer:
          'Up to three applications per season, one per course and role. If you apply to more than one, rank them on the logistics page: if several are accepted, your first choice counts.',
      },
      {
        question: 'Can I change my application after submitting it?',
        answer:
          'Yes, until the course’s update deadline: open it from the applications page. You can also withdraw it there while its deadlines have not passed.',
      },
      {
        question: 'I received an offer. What now?',
        answer:
          'Open it with Respond to offer on your Applications page, which shows its deadline, and accept it before then; then complete the enrollment steps and the fee. An offer that is not accepted in time lapses.',
      },
    ],
  },
  {
    title: 'TA Applications & Payment',
    questions: [
      {
        question: 'What does a teaching assistant commit to?',
        answer:
          'About 40 hours a week during the course, plus two days of training beforehand (lead TAs have one or two extra hours). Project TAs must be available for at least two project time slots.',
      },
      {
        question: 'Are teaching assistants paid?',
        answer:
          'Yes. After your offer is accepted you sign the TA agreement and complete the financial onboarding steps on your course page, which ask for the details needed to pay you.',
      },
      {
        question: 'Do I need a degree to be a TA?',
        answer:
          'TA applicants confirm that they hold at least a bachelor’s degree, and rate their comfort with the course’s technical topics.',
      },
    ],
  },
  {
    title: 'Certificates & course credit',
    questions: [
      {
        question: 'How do I earn a certificate?',
        answer:
          'Attend the course (up to two days of absence are allowed) and be marked as having completed it by your TA. Students who also finish the group project receive the course and project certificate.',
      },
      {
        question: 'When will my certificate appear?',
        answer:
          'After the course, once you have completed the end-of-course survey. Allow up to 48 hours after the survey for it to show on your account page.',
      },
      {
        question: 'Can I get university credit?',
        answer:
          'The programme does not award credit itself; whether your university does is its decision. The certificate states the course and its hours, and has a public link you can share with your department. You can also add it to your ORCID record, once your ORCID account is connected on your account page.',
      },
    ],
  },
];
