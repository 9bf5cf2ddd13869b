import { Alert, Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

type ErrorStateProps = {
  title: string;
  onRetry: () => Promise<unknown>;
  retrying?: boolean;
};

export function ErrorState({ title, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  // The query's hook reports a failed retry through its `error`; the rejected promise itself
  // would only be an unhandled rejection.
  const retry = () => {
    onRetry().catch(() => undefined);
  };
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{t("common.errorState.description")}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={retry} loading={retrying}>
        {t("common.errorState.retry")}
      </Button>
    </Alert.Root>
  );
}
