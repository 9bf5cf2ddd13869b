import type { AdminEventChangesFragment, AdminEventFieldsFragment } from "../gql/graphql";

/** An event as its edit dialog has it: its fields and the dates changed from its series. */
export type EditedEvent = AdminEventFieldsFragment & AdminEventChangesFragment;
