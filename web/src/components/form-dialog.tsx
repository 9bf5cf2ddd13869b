import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

type FormDialogProps = {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  /**
   * Once it has finished closing: where another dialog opens after this one (a generated
   * password after its form), since a dialog opened while another is still closing is closed with it.
   */
  onExitComplete?: () => void;
};

/** A dialog that holds a form, such as Edit event; the form is made afresh at each opening. */
export function FormDialog({ title, open, onClose, children, size = "lg", onExitComplete }: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: "full", md: size }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{open && children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
