/**
 * A broken rule. `code` is stable (the HTTP layer maps it to a status and message); `field` names the
 * input the rule is about, so the API can report it as a field error.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The thing the command is about does not exist (or is not the caller's). */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super('not_found', message);
    this.name = 'NotFoundError';
  }
}

/**
 * A request refused as a whole, not because of one input: the API answers `{"detail", "code"}` so the
 * UI shows the message as it is ('Application creation limit reached.', 'You can't withdraw now').
 */
export class RefusedError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'RefusedError';
  }
}

/** The caller may see the thing but not do this to it (a student of a pod recording attendance): 403. */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('permission_denied', message);
    this.name = 'ForbiddenError';
  }
}

/**
 * A request that would break a limit staff may choose to pass (an offer past a course's capacity): 409
 * with `{"detail", "code"}`, and the same request marked as confirmed goes through.
 */
export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'ConflictError';
  }
}
