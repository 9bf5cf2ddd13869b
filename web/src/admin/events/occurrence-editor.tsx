import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { EditScope, EventInput } from "../gql/graphql";
import type { EditedEvent } from "./edited-event";
import {
  EventForm,
  occurrenceValues,
  validateEvent,
  validateEventDetails,
  type EventChoices,
  type EventOccurrence,
  type EventValues,
} from "./event-form";
import { EditScopeDialog, type ScopeQuestion } from "./edit-scope-dialog";
import { useOccurrenceWrites } from "./occurrence-writes";
import { lowerFirst } from "./repeat-values";
import { inputForScope, sameRepeat } from "./scope-input";
import { useEventWords } from "./event-words";

type PendingQuestion = {
  question: ScopeQuestion;
  onConfirm: (scope: EditScope) => Promise<unknown> | void;
  /** Whenever the dialog closes, after onConfirm too. */
  onClose?: () => void;
};

/** One date of a repeating event in a form of its own, with Save and Delete asking for which dates. */
export function OccurrenceEditor({
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
  const { update, remove } = useOccurrenceWrites({ event, occurrence, onBack, onClose });
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const words = useEventWords();
  const { t } = words;

  const description = t("dashboardEvents.edit.oneDate", {
    title: occurrence.title,
    date: words.weekdayAndDate(occurrence.date),
    summary: lowerFirst(event.repeat ? words.repeatSummary(event.repeat, event.date) : ""),
  });

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
    if (scope) await update(scope, inputForScope(scope, input, values, initial, event));
  };

  return (
    <Stack gap="4">
      <OccurrenceIntro
        occurrence={occurrence}
        onDelete={() => setPending({ question: { action: "delete", description }, onConfirm: remove })}
      />
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

/** Which date the form is for, taking the focus when shown, with its Delete and what Save will ask. */
function OccurrenceIntro({ occurrence, onDelete }: { occurrence: EventOccurrence; onDelete: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const words = useEventWords();
  const { t } = words;
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none">
          {t("dashboardEvents.edit.eventOn", { date: words.weekdayAndDate(occurrence.date) })}
        </Heading>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
          {t("dashboard.list.delete")}
        </Button>
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        {occurrence.date !== occurrence.occurrenceDate &&
          `${t("dashboardEvents.edit.movedFrom", { date: words.weekdayAndDate(occurrence.occurrenceDate) })} `}
        {t("dashboardEvents.edit.askScope")}
      </Text>
    </>
  );
}
