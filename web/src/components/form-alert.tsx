import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

type FormAlertProps = {
  status: "error" | "success" | "info";
  title: string;
  children?: ReactNode;
};

/** A form's outcome, announced by screen readers: at once for an error, politely otherwise. */
export function FormAlert({ status, title, children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
