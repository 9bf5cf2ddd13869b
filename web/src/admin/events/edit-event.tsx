import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { addDays, daysBetween, weekdayOf } from "@diocese/site/calendar-days";
import { ConfirmDialog } from "../../components/confirm-dialog";
import {
  AdminEventDocument,
  DeleteEventDocument,
  UpdateEventDocument,
  type EditScope,
  type EventInput,
} from "../gql/graphql";
import { useSave } from "../use-save";
import { EventDates, type EditedEvent } from "./event-dates";
import {
  EventForm,
  eventValues,
  occurrenceValues,
  validateEvent,
  validateEventDetails,
  type EventChoices,
  type EventOccurrence,
  type EventValues,
} from "./event-form";
import { EDIT_REFETCH } from "./event-refetch";
import { EditScopeDialog, type ScopeQuestion } from "./edit-scope-dialog";
import { lowerFirst, type RepeatValues } from "./repeat-values";
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

const REPEAT_FIELDS: (keyof RepeatValues)[] = [
  "repeatFrequency",
  "repeatInterval",
  "repeatOtherDays",
  "repeatMonthlyOn",
  "repeatEnds",
  "repeatUntil",
  "repeatCount",
];

/**
 * Whether the Repeats section is as it opened. Its values, not the input they make, are compared:
 * moving a weekly event's date changes the days it sends without anyone choosing another rule.
 */
function sameRepeat(values: EventValues, initial: EventValues): boolean {
  return REPEAT_FIELDS.every((name) => values[name] === initial[name]);
}

/**
 * The input a change of one date sends for the scope chosen, as calendar applications do it:
 * - THIS_ONE: the date's own details; the API keeps the series' rule, parish and department, so
 *   no rule is sent (it would be checked against the moved date for nothing).
 * - THIS_AND_FOLLOWING: the following dates become a new event; a series that ends after a number
 *   of times keeps its last date rather than starting the count again.
 * - ALL: the series keeps its first date, moved by as many days as this date was.
 */
export function inputForScope(
  scope: EditScope,
  input: EventInput,
  values: EventValues,
  initial: EventValues,
  event: EditedEvent,
): EventInput {
  if (scope === "THIS_ONE") return { ...input, repeat: null };
  const repeat = input.repeat ?? null;
  if (scope === "THIS_AND_FOLLOWING") {
    if (!repeat || !sameRepeat(values, initial)) return input;
    if (repeat.count != null) {
      const last = event.lastDate;
      return {
        ...input,
        repeat: last !== null && last > input.date ? { ...repeat, count: null, until: last } : null,
      };
    }
    if (repeat.until != null && repeat.until <= input.date) return { ...input, repeat: null };
    return input;
  }
  let date = addDays(event.date, daysBetween(initial.date, input.date));
  if (repeat?.frequency === "WEEKLY" && repeat.weekdays?.length) {
    // The API wants a weekly series to start on one of its days: the first of them from then on.
    while (!repeat.weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  }
  return { ...input, date };
}

type PendingQuestion = {
  question: ScopeQuestion;
  onConfirm: (scope: EditScope) => Promise<unknown> | void;
  /** Whenever the dialog closes, after onConfirm too. */
  onClose?: () => void;
};

/** One date of a repeating event in a form of its own, with Save and Delete asking for which dates. */
function OccurrenceEditor({
  event,
  occurrence,
  choices,
  onBack,
  onClose,
}: {
  event: EditedEvent;
  occurrence: EventOccurrence;
  choices: EventChoices;
  onBack: () => void;
  onClose: () => void;
}) {
  const [initial] = useState(() => occurrenceValues(event, occurrence));
  const [updateEvent] = useMutation(UpdateEventDocument, EDIT_REFETCH);
  const [deleteEvent] = useMutation(DeleteEventDocument, EDIT_REFETCH);
  const { save } = useSave();
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const words = useEventWords();
  const { t } = words;

  const when = words.weekdayAndDate(occurrence.date);
  const description = t("dashboardEvents.edit.oneDate", {
    title: occurrence.title,
    date: when,
    summary: lowerFirst(event.repeat ? words.repeatSummary(event.repeat, event.date) : ""),
  });
  // The date names the occurrence for THIS_ONE and THIS_AND_FOLLOWING; ALL needs none.
  const occurrenceDateFor = (scope: EditScope) => (scope === "ALL" ? null : occurrence.occurrenceDate);

  const change = async (input: EventInput, values: EventValues) => {
    // The first answer counts: the dialog closes after a choice too, which then answers nothing.
    const scope = await new Promise<EditScope | null>((answer) =>
      setPending({
        question: {
          action: "change",
          description,
          onlyThisAllowed:
            sameRepeat(values, initial) &&
            values.parishId === initial.parishId &&
            values.departmentId === initial.departmentId,
        },
        onConfirm: answer,
        onClose: () => answer(null),
      }),
    );
    if (!scope) return;
    const sent = inputForScope(scope, input, values, initial, event);
    const saved =
      scope === "THIS_ONE"
        ? {
            title: t("dashboardEvents.dateChanged"),
            description: t("dashboardEvents.titleAndDate", {
              title: sent.title,
              date: words.weekdayAndDate(sent.date),
            }),
          }
        : scope === "THIS_AND_FOLLOWING"
          ? {
              title: t("dashboardEvents.updated"),
              description: t("dashboardEvents.fromOn", {
                title: sent.title,
                date: words.weekdayAndDate(sent.date),
              }),
            }
          : { title: t("dashboardEvents.updated"), description: sent.title };
    await save(
      () =>
        updateEvent({
          variables: { id: event.id, input: sent, scope, occurrenceDate: occurrenceDateFor(scope) },
        }),
      { saved },
    );
    if (scope === "THIS_ONE") onBack();
    else onClose();
  };

  const remove = async (scope: EditScope) => {
    const deleted = await save(
      () => deleteEvent({ variables: { id: event.id, scope, occurrenceDate: occurrenceDateFor(scope) } }),
      {
        saved:
          scope === "THIS_ONE"
            ? {
                title: t("dashboardEvents.dateCancelled"),
                description: t("dashboardEvents.titleAndDate", { title: occurrence.title, date: when }),
              }
            : scope === "THIS_AND_FOLLOWING"
              ? {
                  title: t("dashboardEvents.datesDeleted"),
                  description: t("dashboardEvents.fromOn", { title: event.title, date: when }),
                }
              : { title: t("dashboardEvents.deleted"), description: event.title },
        notSaved: t("dashboardEvents.notDeleted"),
      },
    );
    if (!deleted) return;
    if (scope === "THIS_ONE") onBack();
    else onClose();
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none">
          {t("dashboardEvents.edit.eventOn", { date: when })}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => setPending({ question: { action: "delete", description }, onConfirm: remove })}
        >
          {t("dashboard.list.delete")}
        </Button>
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        {occurrence.date !== occurrence.occurrenceDate &&
          `${t("dashboardEvents.edit.movedFrom", { date: words.weekdayAndDate(occurrence.occurrenceDate) })} `}
        {t("dashboardEvents.edit.askScope")}
      </Text>
      <EventForm
        initial={initial}
        kiswahili={event.kiswahili}
        choices={choices}
        submitLabel={t("dashboard.form.saveChanges")}
        busyLabel={t("dashboardEvents.saving")}
        onCancel={onBack}
        // A rule left as it was is not checked against this one date (its last date may be this
        // date): it is only sent for the following or all dates, which the API checks.
        validate={(values, t) =>
          sameRepeat(values, initial) ? validateEventDetails(values, t) : validateEvent(values, t)
        }
        onSubmit={change}
      />
      <EditScopeDialog
        question={pending?.question ?? null}
        onConfirm={(scope) => pending?.onConfirm(scope)}
        onClose={() => {
          pending?.onClose?.();
          setPending(null);
        }}
      />
    </Stack>
  );
}
