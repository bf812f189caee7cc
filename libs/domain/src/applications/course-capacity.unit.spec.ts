import { specFor } from '../shared/testing/given-when-then';
import { thrownBy } from '../shared/testing/thrown-by';
import { applicationDecider } from './application.decider';
import type { ApplicationEvent } from './application.events';
import { refuseOverCapacity } from './course-capacity';
import { COURSE, at } from './testing/course';
import { APPLICATION_REF, submittedAs } from './testing/application-events';

const given = specFor(applicationDecider);
const END = at('05-01').toISOString();
const NOW = at('04-01');
const course = { ...COURSE, student_capacity: 20, mentor_capacity: 2 };

const decide = (decision: 'offer' | 'approve' | 'waitlist', taken: number, confirmed = false) => ({
  type: 'DecideApplication' as const,
  decision,
  offerId: 'o1',
  acceptingOfferEndDate: END,
  course,
  places: { taken, confirmedOverCapacity: confirmed },
  now: NOW,
});
const offered: ApplicationEvent = {
  type: 'OfferMade',
  data: { ...APPLICATION_REF, offerId: 'o1', acceptingOfferEndDate: END, offeredAt: NOW.toISOString() },
};
const mentorApproved: ApplicationEvent = {
  type: 'ApplicationDecided',
  data: { ...APPLICATION_REF, status: 'approved', decidedAt: NOW.toISOString() },
};
const waitlisted: ApplicationEvent = {
  type: 'ApplicationDecided',
  data: { ...APPLICATION_REF, status: 'waitlist', decidedAt: at('03-20').toISOString() },
};

describe('an offer on a course with a capacity', () => {
  it('is made while a place is left', () =>
    given([submittedAs('student')])
      .when(decide('offer', 19))
      .then([offered]));

  it('is refused with 409 over_capacity once every place is taken', () =>
    given([submittedAs('student')])
      .when(decide('offer', 20))
      .thenThrows('over_capacity'));

  it('names the course, the capacity and the numbers', () => {
    const error = thrownBy(() =>
      applicationDecider.decide(
        decide('offer', 20),
        [submittedAs('student')].reduce(applicationDecider.evolve, applicationDecider.initialState()),
      ),
    );
    expect(error).toMatchObject({
      name: 'ConflictError',
      message: 'Deep Learning takes 20 students; 20 places are taken and this would make 21.',
    });
  });

  it('is made past the capacity once staff confirm it', () =>
    given([submittedAs('student')])
      .when(decide('offer', 20, true))
      .then([offered]));

  it('to a waitlisted student is held to the capacity too', () =>
    given([submittedAs('student'), waitlisted])
      .when(decide('offer', 25))
      .thenThrows('over_capacity'));

  it('repeated on an open offer records nothing and asks nothing (the place is already held)', () =>
    given([submittedAs('student'), offered])
      .when(decide('offer', 30))
      .then([]));

  it('is not limited for a role without a capacity (a TA here)', () =>
    given([submittedAs('ta')])
      .when(decide('offer', 500))
      .then([offered]));

  it('does not limit decisions that give no place, as a waitlist', () =>
    given([submittedAs('student')])
      .when(decide('waitlist', 40))
      .then([
        { type: 'ApplicationDecided', data: { ...APPLICATION_REF, status: 'waitlist', decidedAt: NOW.toISOString() } },
      ]));
});

describe("a mentor's approval on a course with a capacity", () => {
  it('is the decision that takes a mentor place', () =>
    given([submittedAs('mentor')])
      .when(decide('approve', 2))
      .thenThrows('over_capacity'));

  it('is made while a place is left', () =>
    given([submittedAs('mentor')])
      .when(decide('approve', 1))
      .then([mentorApproved]));
});

describe('a capacity of 0', () => {
  it('refuses the first offer unless confirmed', () => {
    const closed = { ...decide('offer', 0), course: { ...course, student_capacity: 0 } };
    given([submittedAs('student')])
      .when(closed)
      .thenThrows('over_capacity');
    given([submittedAs('student')])
      .when({ ...closed, places: { taken: 0, confirmedOverCapacity: true } })
      .then([offered]);
  });
});

describe('a request of several offers', () => {
  const request = { course, role: 'student' as const, taken: 19, adding: 3 };
  it('is refused as a whole when together they pass the capacity, naming the total', () =>
    expect(thrownBy(() => refuseOverCapacity([request], false))).toMatchObject({
      code: 'over_capacity',
      message: 'Deep Learning takes 20 students; 19 places are taken and this would make 22.',
    }));
  it('goes through when confirmed, or when they fit', () => {
    expect(() => refuseOverCapacity([request], true)).not.toThrow();
    expect(() => refuseOverCapacity([{ ...request, adding: 1 }], false)).not.toThrow();
  });
});
