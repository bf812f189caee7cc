import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { CourseView } from '@portal/contracts';
import { coursesProjection, listAllActiveCourses } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';

/**
 * How long another process's course edit may take to show in this one's catalogue. A course edit in
 * this process clears the cache at once; staff editing on one API process and applicants listing on
 * another see the edit within this bound (docs/decisions.md).
 */
export const CATALOGUE_TTL_MS = 1000;

/**
 * The public catalogue, the read every visitor's first page makes, held for a moment instead of read
 * from Postgres per request. One read fills it for every request waiting at the time.
 */
@Injectable()
export class ActiveCoursesCache implements OnModuleDestroy {
  private filling: Promise<CourseView[]> | null = null;
  private filledAt = 0;
  /** Bumped by every course edit: a read started before one must not be kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.unsubscribe = platform.commands.onCommitted((events) => {
      if (events.some((event) => coursesProjection.eventTypes.includes(event.type))) this.invalidate();
    });
  }

  all(): Promise<CourseView[]> {
    if (this.filling && Date.now() - this.filledAt < CATALOGUE_TTL_MS) return this.filling;
    const generation = this.generation;
    const read = listAllActiveCourses(this.platform.db);
    this.filling = read;
    this.filledAt = Date.now();
    read.then(
      () => {
        if (generation !== this.generation && this.filling === read) this.filling = null;
      },
      () => {
        if (this.filling === read) this.filling = null; // a failed read is not kept
      },
    );
    return read;
  }

  invalidate(): void {
    this.generation++;
    this.filling = null;
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
