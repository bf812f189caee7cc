import fc from 'fast-check';
import { derivedId } from '@portal/domain';
import { type StreamKind, time, word, maybe, event } from './arbitrary-values';

/** A pod's people come from a pool of three per pod, its days from two, so events meet the same rows. */
const podPeople = (podId: string) => {
  const person = fc.constantFrom(0, 1, 2).map((i) => ({ applicationId: `${podId}-a${i}`, userId: `${podId}-u${i}` }));
  return {
    person,
    students: fc.uniqueArray(person, { maxLength: 3, selector: (p) => p.applicationId }),
    day: fc.constantFrom('2030-07-08', '2030-07-09'),
  };
};

const projectGroups = (podId: string, students: fc.Arbitrary<Array<{ applicationId: string; userId: string }>>) =>
  fc.uniqueArray(
    fc.record({
      key: fc.constantFrom(`${podId}-g0`, `${podId}-g1`),
      name: word,
      dataSet: word,
      students,
      mentor: maybe(fc.record({ applicationId: word, userId: word })),
    }),
    { maxLength: 2, selector: (group) => group.key },
  );

/** Generated events of a pod's stream: forming, meeting, attendance, marks, rematches and project groups. */
export const POD_STREAM: StreamKind = {
  type: 'pod',
  streamId: (podId) => `pod-${podId}`,
  event: (podId) => {
    const { person, students, day } = podPeople(podId);
    const pod = { podId: fc.constant(podId), courseId: fc.constant(`${podId}-course`) };
    return fc.oneof(
      event(
        'PodFormed',
        fc.record({
          ...pod,
          proposalId: word,
          name: word,
          timeSlot: fc.integer({ min: 0, max: 23 }),
          language: word,
          lowFi: fc.boolean(),
          dataSet: word,
          secondDataSet: maybe(word),
          megapod: fc.record({ key: word, name: word }),
          ta: person,
          projectTa: maybe(person),
          leadTa: fc.constant(null),
          students,
          days: fc.uniqueArray(day, { minLength: 1, maxLength: 2 }),
          formedAt: time,
        }),
      ),
      event(
        'PodMeetingSet',
        fc.record({
          podId: fc.constant(podId),
          meetingLink: maybe(word),
          claimHostKey: maybe(word),
          loginEmail: maybe(word),
          emailPassword: maybe(word),
          transcripts: fc.boolean(),
          setAt: time,
        }),
      ),
      fc
        .record({ who: person, day, percentage: fc.double({ min: 0, max: 1, noNaN: true }), at: time })
        .map(({ who, day: on, percentage, at }) => ({
          type: 'AttendanceRecorded',
          data: {
            podId,
            ...who,
            recordId: derivedId('attendance', podId, who.applicationId, on),
            day: on,
            percentage,
            projectPercentage: 1 - percentage,
            recordedAt: at,
          },
        })),
      event(
        'CompletionMarked',
        fc.record({
          ...pod,
          applicationId: person.map((p) => p.applicationId),
          userId: word,
          completedCourse: fc.boolean(),
          completedProject: fc.boolean(),
          markedAt: time,
        }),
      ),
      event(
        'PodMembershipChanged',
        fc.record({
          ...pod,
          rematchId: word,
          closed: fc.boolean(),
          ta: maybe(person),
          projectTa: maybe(person),
          leadTa: maybe(person),
          students,
          groups: projectGroups(podId, students),
          changedAt: time,
        }),
      ),
      event(
        'ProjectGroupsFormed',
        fc.record({ ...pod, proposalId: word, groups: projectGroups(podId, students), formedAt: time }),
      ),
    );
  },
};
