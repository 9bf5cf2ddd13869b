/*
 * What a write of events asks again, by operation name, awaited so that a list shows the new
 * state as soon as the toast says it is done.
 */

/** After an event is added: the lists that show it. */
export const LIST_REFETCH = { refetchQueries: ["AdminEvents", "AdminOverview"], awaitRefetchQueries: true };

/** After an event or one of its dates is changed: the lists, and the edit dialog's event and dates. */
export const EDIT_REFETCH = {
  refetchQueries: ["AdminEvents", "AdminOverview", "AdminEvent", "AdminEventDates"],
  awaitRefetchQueries: true,
};
