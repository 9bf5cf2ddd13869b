/**
 * Errors a service throws when a request cannot be done. Each carries the GraphQL error code and
 * the HTTP status that the two transports answer with, and a message a person can act on.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code:
      | "BAD_USER_INPUT"
      | "NOT_FOUND"
      | "UNAUTHENTICATED"
      | "FORBIDDEN"
      | "PAYLOAD_TOO_LARGE"
      | "TOO_MANY_REQUESTS"
      | "ACCOUNT_LOCKED"
      | "INSUFFICIENT_STORAGE"
      | "SERVICE_UNAVAILABLE",
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * An input that breaks a rule. `field` names the input field at fault, as the GraphQL argument or
 * input type spells it, when the error is about one field: a form marks that field from it.
 */
export class UserInputError extends AppError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, "BAD_USER_INPUT", 400);
  }

  /** The same error naming the field by another spelling (the legacy REST body's own, say). */
  withField(field: string): UserInputError {
    return new UserInputError(this.message, field);
  }
}

/** `{ field }` when the error names the input field at fault, else nothing: for both transports' error bodies. */
export function fieldOf(error: AppError): { field?: string } {
  return error instanceof UserInputError && error.field ? { field: error.field } : {};
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(message, "NOT_FOUND", 404);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = "You need to sign in to do that") {
    super(message, "UNAUTHENTICATED", 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Your account is not allowed to do that") {
    super(message, "FORBIDDEN", 403);
  }
}

export class TooManyRequestsError extends AppError {
  /** How long to wait before trying again, when known: the transports send it as Retry-After. */
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, "TOO_MANY_REQUESTS", 429);
  }
}

export class AccountLockedError extends AppError {
  constructor(message: string) {
    super(message, "ACCOUNT_LOCKED", 423);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(message, "PAYLOAD_TOO_LARGE", 413);
  }
}

/** The disk the site saves to is full, so nothing was saved. */
export class InsufficientStorageError extends AppError {
  constructor(message: string) {
    super(message, "INSUFFICIENT_STORAGE", 507);
  }
}

/** The database cannot save (or answer) for now: read-only, failing disk, restarting. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(message, "SERVICE_UNAVAILABLE", 503);
  }
}
