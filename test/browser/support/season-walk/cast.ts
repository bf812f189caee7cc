import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { COMMON_PHONE_VIEWPORT } from '../browser';

/** The desk width issue 57 checked the applicant app at, besides the 390 px phone. */
export const WIDE_DESK_VIEWPORT = { width: 1366, height: 900 };

export type WalkRole = 'student' | 'ta' | 'mentor';

/** One new person of the season: who they are, where they live during the course, how they browse. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: WalkRole;
  /** Their country of origin (profile) and the one they will live in during the course (application). */
  countryOfOrigin: string;
  livesIn: string;
  viewport: { width: number; height: number };
}

/** A person's own browser tab, kept for the whole walk (they stay signed in, as a person does). */
export interface Walker extends Person {
  page: Page;
}

/** Each run's own addresses: the walk signs its people up afresh. */
const run = randomBytes(3).toString('hex');

function person(
  firstName: string,
  lastName: string,
  role: WalkRole,
  countryOfOrigin: string,
  livesIn: string,
  viewport = COMMON_PHONE_VIEWPORT,
): Person {
  const email = `${firstName}.${lastName}.${run}@example.org`.toLowerCase();
  return {
    firstName,
    lastName,
    email,
    password: `${firstName.toLowerCase()}-season-2026`,
    role,
    countryOfOrigin,
    livesIn,
    viewport,
  };
}

/**
 * Issue 57's season, at the size a test can walk: three students from different countries (one pays,
 * one asks staff to waive the fee, one pays a reduced fee), one TA, one mentor.
 */
export const CAST = {
  payer: person('Lena', 'Becker', 'student', 'Germany', 'Germany', WIDE_DESK_VIEWPORT),
  waiver: person('Chidi', 'Okafor', 'student', 'Nigeria', 'Nigeria'),
  reduced: person('Priya', 'Raman', 'student', 'India', 'India'),
  ta: person('Mateo', 'Hernandez', 'ta', 'Mexico', 'Mexico', WIDE_DESK_VIEWPORT),
  mentor: person('Beatriz', 'Souza', 'mentor', 'Brazil', 'Brazil'),
};

export const fullName = (someone: Person): string => `${someone.firstName} ${someone.lastName}`;
