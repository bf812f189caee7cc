import { TIME_SLOT_HOURS, type TimeSlot } from '@portal/contracts';
import { LANGUAGE_OPTIONS } from '@/features/logistics/logistics-labels';

/** 'Slot 3: 08:00–12:30 UTC', as the logistics page names the slots. */
export const timeSlotLabel = (slot: TimeSlot) => {
  const { coursework } = TIME_SLOT_HOURS[slot];
  return `Slot ${slot}: ${coursework.start}–${coursework.end} UTC`;
};

/** The name the logistics page gave the language the pod was matched on. */
export const languageLabel = (language: string) =>
  LANGUAGE_OPTIONS.find((option) => option.value === language)?.label ?? language;

/** Spec 2 §2 'pod type (low fi or regular)'. */
export const podTypeLabel = (lowFi: boolean) => (lowFi ? 'Low fi' : 'Regular');

/** A course day (`YYYY-MM-DD`) as a column heading: 'Mon, Jul 13'. */
export { formatCourseDay as dayLabel } from '@/lib/format';
