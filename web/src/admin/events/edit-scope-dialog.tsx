import { Button, Dialog, Portal, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EditScope } from "../gql/graphql";
import { RadioItems } from "./radio-items";
import "../locales/register";

export type ScopeAction = "change" | "delete";

const SCOPES = [
  { value: "THIS_ONE", label: "dashboardEvents.scope.thisOne" },
  { value: "THIS_AND_FOLLOWING", label: "dashboardEvents.scope.thisAndFollowing" },
  { value: "ALL", label: "dashboardEvents.scope.all" },
] as const satisfies readonly { value: EditScope; label: string }[];

const WORDS = {
  change: {
    title: "dashboardEvents.scope.changeTitle",
    question: "dashboardEvents.scope.changeQuestion",
    confirm: "dashboardEvents.scope.save",
  },
  delete: {
    title: "dashboardEvents.scope.deleteTitle",
    question: "dashboardEvents.scope.deleteQuestion",
    confirm: "dashboardEvents.scope.delete",
  },
} as const satisfies Readonly<Record<ScopeAction, { title: string; question: string; confirm: string }>>;

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
  const { t } = useTranslation();
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
              <Dialog.Title>{t(words.title)}</Dialog.Title>
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
  const { t } = useTranslation();
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
            <RadioGroup.Label>{t(words.question)}</RadioGroup.Label>
            <Stack gap="2" mt="2">
              <RadioItems
                choices={SCOPES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
                disabled={(value) => value === "THIS_ONE" && !onlyThisAllowed}
              />
            </Stack>
          </RadioGroup.Root>
          {!onlyThisAllowed && (
            <Text textStyle="sm" color="fg.muted">
              {t("dashboardEvents.scope.severalOnly")}
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
          {t("dashboard.form.cancel")}
        </Button>
        <Button
          colorPalette={question.action === "delete" ? "red" : undefined}
          onClick={() => onConfirm(scope)}
          loading={busy}
        >
          {t(words.confirm)}
        </Button>
      </Dialog.Footer>
    </>
  );
}
