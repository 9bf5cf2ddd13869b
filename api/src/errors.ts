/**
 * Errors a service throws when a request cannot be done. Each carries the GraphQL error code and
 * the HTTP status that the two transports answer with, and a message a person can act on.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: "BAD_USER_INPUT" | "NOT_FOUND" | "UNAUTHENTICATED" | "FORBIDDEN" | "PAYLOAD_TOO_LARGE",
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UserInputError extends AppError {
  constructor(message: string) {
    super(message, "BAD_USER_INPUT", 400);
  }
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

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(message, "PAYLOAD_TOO_LARGE", 413);
  }
}
