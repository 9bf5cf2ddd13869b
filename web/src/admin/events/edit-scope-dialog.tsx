import { Button, Dialog, Portal, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import type { EditScope } from "../gql/graphql";
import { RadioItems } from "./radio-items";

export type ScopeAction = "change" | "delete";

const SCOPES: { value: EditScope; label: string }[] = [
  { value: "THIS_ONE", label: "Only this event" },
  { value: "THIS_AND_FOLLOWING", label: "This and following events" },
  { value: "ALL", label: "All events" },
];

const WORDS: Readonly<Record<ScopeAction, { title: string; question: string; confirm: string }>> = {
  change: { title: "Change a repeating event", question: "Which events should change?", confirm: "Save" },
  delete: {
    title: "Delete a repeating event",
    question: "Which events should be deleted?",
    confirm: "Delete",
  },
};

export type ScopeQuestion = {
  action: ScopeAction;
  /** Which date "this event" is, and how the event repeats. */
  description: ReactNode;
  /** False when the change is one that only several events can take (how it repeats, its parish...). */
  onlyThisAllowed?: boolean;
};

type EditScopeDialogProps = {
  /** What to ask; null when the dialog is closed. */
  question: ScopeQuestion | null;
  /** Resolves when done; the dialog stays open and busy meanwhile. */
  onConfirm: (scope: EditScope) => Promise<unknown> | void;
  onClose: () => void;
};

/**
 * Asks, as calendar applications do, which occurrences of a repeating event a change or a
 * deletion is for: this one, this one and those after it, or all of them.
 */
export function EditScopeDialog({ question, onConfirm, onClose }: EditScopeDialogProps) {
  const [busy, setBusy] = useState(false);
  const words = WORDS[question?.action ?? "change"];
  return (
    <Dialog.Root
      role={question?.action === "delete" ? "alertdialog" : "dialog"}
      placement="center"
      open={question !== null}
      onOpenChange={(details) => !details.open && !busy && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{words.title}</Dialog.Title>
            </Dialog.Header>
            {question && (
              <ScopeChoice
                question={question}
                busy={busy}
                onClose={onClose}
                onConfirm={async (scope) => {
                  setBusy(true);
                  try {
                    await onConfirm(scope);
                  } finally {
                    setBusy(false);
                  }
                  onClose();
                }}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The dialog's body and buttons, made afresh at each question, so that each starts at its first allowed choice. */
function ScopeChoice({
  question,
  busy,
  onConfirm,
  onClose,
}: {
  question: ScopeQuestion;
  busy: boolean;
  onConfirm: (scope: EditScope) => void;
  onClose: () => void;
}) {
  const onlyThisAllowed = question.onlyThisAllowed ?? true;
  const [scope, setScope] = useState<EditScope>(onlyThisAllowed ? "THIS_ONE" : "THIS_AND_FOLLOWING");
  const words = WORDS[question.action];
  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{question.description}</Text>
          <RadioGroup.Root
            value={scope}
            onValueChange={(details) => details.value && setScope(details.value as EditScope)}
            disabled={busy}
          >
            <RadioGroup.Label>{words.question}</RadioGroup.Label>
            <Stack gap="2" mt="2">
              <RadioItems choices={SCOPES} disabled={(value) => value === "THIS_ONE" && !onlyThisAllowed} />
            </Stack>
          </RadioGroup.Root>
          {!onlyThisAllowed && (
            <Text textStyle="sm" color="fg.muted">
              A change to how it repeats, its parish or its department is for several events, not one alone.
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline"
          onClick={onClose}
          disabled={busy}
          data-autofocus={question.action === "delete" ? "" : undefined}
        >
          Cancel
        </Button>
        <Button
          colorPalette={question.action === "delete" ? "red" : undefined}
          onClick={() => onConfirm(scope)}
          loading={busy}
        >
          {words.confirm}
        </Button>
      </Dialog.Footer>
    </>
  );
}
