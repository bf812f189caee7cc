import { z } from 'zod';

/** The five daily time slots (spec 1 §3), in UTC: coursework hours and the project hours that follow. */
export const TIME_SLOTS = [1, 2, 3, 4, 5] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** A time slot as the API answers it. */
export const timeSlotSchema = z.literal([...TIME_SLOTS]);

export interface TimeSlotHours {
  coursework: { start: string; end: string };
  /** Slot 5's project block runs past midnight UTC (22:30 to 01:30 the next day). */
  project: { start: string; end: string };
}

export const TIME_SLOT_HOURS: Readonly<Record<TimeSlot, TimeSlotHours>> = {
  1: { coursework: { start: '00:30', end: '05:00' }, project: { start: '06:00', end: '09:00' } },
  2: { coursework: { start: '04:30', end: '09:00' }, project: { start: '10:00', end: '13:00' } },
  3: { coursework: { start: '08:00', end: '12:30' }, project: { start: '13:30', end: '16:30' } },
  4: { coursework: { start: '13:00', end: '17:30' }, project: { start: '18:30', end: '21:30' } },
  5: { coursework: { start: '17:00', end: '21:30' }, project: { start: '22:30', end: '01:30' } },
};
