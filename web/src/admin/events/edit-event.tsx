import { useMutation, useQuery } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { AdminEventDocument, UpdateEventDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import { EventDates } from "./event-dates";
import type { EditedEvent } from "./edited-event";
import { EventForm, eventValues, type EventChoices, type EventOccurrence } from "./event-form";
import { EDIT_REFETCH } from "./event-refetch";
import { OccurrenceEditor } from "./occurrence-editor";
import { RegistrationSetupSection } from "./registration-setup-form";
import { useEventWords } from "./event-words";

type EditEventProps = { id: string; choices: EventChoices; onClose: () => void };

/**
 * The Edit event dialog's content. An event that happens once: its form. A repeating one: the
 * form of the whole series, then its dates, any of which "Change this date" opens in a form of
 * its own, whose Save asks which dates the change is for.
 */
export function EditEvent({ id, choices, onClose }: EditEventProps) {
  const { data, loading } = useQuery(AdminEventDocument, { variables: { id } });
  const [occurrence, setOccurrence] = useState<EventOccurrence | null>(null);
  const [windows, setWindows] = useState(1);
  const [seriesDirty, setSeriesDirty] = useState(false);
  // A date asked for while the series' form has unsaved changes: leaving it asks first.
  const [leavingFor, setLeavingFor] = useState<EventOccurrence | null>(null);
  const [cameBack, setCameBack] = useState(false);
  const { t } = useEventWords();
  if (loading && !data) return <Text role="status">{t("dashboard.list.loading")}</Text>;
  const event = data?.event;
  if (!event) return <Text>{t("dashboardEvents.edit.gone")}</Text>;

  if (occurrence && event.repeat) {
    return (
      <OccurrenceEditor
        event={event}
        occurrence={occurrence}
        choices={choices}
        onBack={() => {
          setOccurrence(null);
          setCameBack(true);
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <Stack gap="8">
      <SeriesForm event={event} choices={choices} onClose={onClose} onDirtyChange={setSeriesDirty} />
      {/* A repeating event takes no registrations (the API refuses it). */}
      {!event.repeat && <RegistrationSetupSection eventId={event.id} eventDate={event.date} />}
      {event.repeat && (
        <EventDates
          event={event}
          windows={windows}
          onShowMore={() => setWindows((shown) => shown + 1)}
          onChangeDate={(chosen) => (seriesDirty ? setLeavingFor(chosen) : setOccurrence(chosen))}
          focusOnShow={cameBack}
        />
      )}
      <ConfirmDialog
        open={leavingFor !== null}
        title={t("dashboardEvents.edit.leaveTitle")}
        description={t("dashboardEvents.edit.leaveBody")}
        confirmLabel={t("dashboardEvents.edit.leave")}
        onConfirm={() => setOccurrence(leavingFor)}
        onClose={() => setLeavingFor(null)}
      />
    </Stack>
  );
}

/** The whole event: saving it changes every date (scope ALL), without asking. */
function SeriesForm({
  event,
  choices,
  onClose,
  onDirtyChange,
}: {
  event: EditedEvent;
  choices: EventChoices;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [updateEvent] = useMutation(UpdateEventDocument, EDIT_REFETCH);
  const { save } = useSave();
  const { t } = useEventWords();
  return (
    <Stack gap="3">
      {event.repeat && (
        <Text color="fg.muted" textStyle="sm">
          {t("dashboardEvents.edit.everyDate")}
        </Text>
      )}
      <EventForm
        initial={eventValues(event)}
        kiswahili={event.kiswahili}
        choices={choices}
        submitLabel={t("dashboard.form.saveChanges")}
        busyLabel={t("dashboardEvents.saving")}
        onCancel={onClose}
        onDirtyChange={onDirtyChange}
        onSubmit={async (input) => {
          await save(
            () => updateEvent({ variables: { id: event.id, input, scope: "ALL", occurrenceDate: null } }),
            { saved: { title: t("dashboardEvents.updated"), description: input.title } },
          );
          onClose();
        }}
      />
    </Stack>
  );
}
