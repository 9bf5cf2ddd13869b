/**
 * The most items one page of a list holds, in GraphQL and on the legacy paths. A module of its own,
 * without decorators, so that code which needs the number loads no GraphQL type with it.
 */
export const PAGE_SIZE_MAX = 50;
