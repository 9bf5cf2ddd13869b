import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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

/**
 * A dialog that holds a form, such as Edit event; the form is made afresh at each opening. Its
 * words are the dashboard's (dashboardEditing), which the dashboard adds when it loads.
 */
export function FormDialog({ title, open, onClose, children, size = "lg", onExitComplete }: FormDialogProps) {
  const { t } = useTranslation();
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
              <CloseButton size="sm" aria-label={t("dashboardEditing.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
