import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Resolves when the action is done; the dialog stays open and busy meanwhile. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  /**
   * Once it has finished closing: where another dialog opens after this one (a reset password
   * after its confirmation), since a dialog opened while another is still closing is closed with it.
   */
  onExitComplete?: () => void;
};

/** Asks before a destructive action; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  onExitComplete,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
    onClose();
  };
  return (
    <Dialog.Root
      role="alertdialog"
      placement="center"
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description && (
              <Dialog.Body>
                <Text>{description}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
                {t("dashboard.form.cancel")}
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type DeleteButtonProps = {
  /** The button's accessible name, such as "Delete Butere". */
  label: string;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown> | void;
  children?: ReactNode;
};

/** A Delete button that asks first. */
export function DeleteButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  children,
}: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" aria-label={label} onClick={() => setOpen(true)}>
        {children ?? t("dashboard.list.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={confirmLabel ?? t("dashboard.list.delete")}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
