import { Command } from '@nestjs/cqrs';
import type { AttendanceUpdate } from '@portal/contracts';

/** Where an attendance record is: found by the controller from the id in the address. */
export interface AttendanceRecordRef {
  id: string;
  podId: string;
  applicationId: string;
  day: string;
}

/** The pod's regular TA records a student's day. */
export class RecordAttendanceCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly record: AttendanceRecordRef,
    readonly input: AttendanceUpdate,
  ) {
    super();
  }
}
