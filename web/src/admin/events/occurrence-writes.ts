import { useMutation } from "@apollo/client/react";
import { DeleteEventDocument, UpdateEventDocument, type EditScope, type EventInput } from "../gql/graphql";
import { useSave } from "../use-save";
import type { EditedEvent } from "./edited-event";
import type { EventOccurrence } from "./event-form";
import { EDIT_REFETCH } from "./event-refetch";
import { useEventWords, type EventWords } from "./event-words";

type Toast = { title: string; description: string };

/** The toast once a change of one date is saved for the dates chosen. */
function changedToast(scope: EditScope, sent: EventInput, words: EventWords): Toast {
  const { t } = words;
  if (scope === "THIS_ONE")
    return {
      title: t("dashboardEvents.dateChanged"),
      description: t("dashboardEvents.titleAndDate", {
        title: sent.title,
        date: words.weekdayAndDate(sent.date),
      }),
    };
  if (scope === "THIS_AND_FOLLOWING")
    return {
      title: t("dashboardEvents.updated"),
      description: t("dashboardEvents.fromOn", { title: sent.title, date: words.weekdayAndDate(sent.date) }),
    };
  return { title: t("dashboardEvents.updated"), description: sent.title };
}

/** The toast once the dates chosen from one date on are deleted. */
function deletedToast(
  scope: EditScope,
  event: EditedEvent,
  occurrence: EventOccurrence,
  words: EventWords,
): Toast {
  const { t } = words;
  const when = words.weekdayAndDate(occurrence.date);
  if (scope === "THIS_ONE")
    return {
      title: t("dashboardEvents.dateCancelled"),
      description: t("dashboardEvents.titleAndDate", { title: occurrence.title, date: when }),
    };
  if (scope === "THIS_AND_FOLLOWING")
    return {
      title: t("dashboardEvents.datesDeleted"),
      description: t("dashboardEvents.fromOn", { title: event.title, date: when }),
    };
  return { title: t("dashboardEvents.deleted"), description: event.title };
}

/**
 * Saving and deleting one date of a repeating event for the dates chosen. After this date alone
 * the dialog goes back to the series' dates; after several it closes.
 */
export function useOccurrenceWrites({
  event,
  occurrence,
  onBack,
  onClose,
}: {
  event: EditedEvent;
  occurrence: EventOccurrence;
  onBack: () => void;
  onClose: () => void;
}) {
  const [updateEvent] = useMutation(UpdateEventDocument, EDIT_REFETCH);
  const [deleteEvent] = useMutation(DeleteEventDocument, EDIT_REFETCH);
  const { save } = useSave();
  const words = useEventWords();
  // The date names the occurrence for THIS_ONE and THIS_AND_FOLLOWING; ALL needs none.
  const occurrenceDateFor = (scope: EditScope) => (scope === "ALL" ? null : occurrence.occurrenceDate);
  const leave = (scope: EditScope) => (scope === "THIS_ONE" ? onBack() : onClose());

  const update = async (scope: EditScope, sent: EventInput) => {
    await save(
      () =>
        updateEvent({
          variables: { id: event.id, input: sent, scope, occurrenceDate: occurrenceDateFor(scope) },
        }),
      { saved: changedToast(scope, sent, words) },
    );
    leave(scope);
  };

  const remove = async (scope: EditScope) => {
    const deleted = await save(
      () => deleteEvent({ variables: { id: event.id, scope, occurrenceDate: occurrenceDateFor(scope) } }),
      {
        saved: deletedToast(scope, event, occurrence, words),
        notSaved: words.t("dashboardEvents.notDeleted"),
      },
    );
    if (deleted) leave(scope);
  };

  return { update, remove };
}
