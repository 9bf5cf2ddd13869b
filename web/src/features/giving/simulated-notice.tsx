import { Alert, Box, Container, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useGiving } from "../site/use-site-settings";

/** The strip atop every public page of a site whose payments are simulated (a trial, a test). */
export function SimulatedPaymentsStrip() {
  const { t } = useTranslation();
  const giving = useGiving();
  if (!giving?.simulated) return null;
  return (
    <Box bg="orange.100" color="orange.900" textStyle="sm" fontWeight="semibold" _print={{ display: "none" }}>
      <Container maxW="6xl" py="1" textAlign="center">
        <Text>{t("giving.simulated.site")}</Text>
      </Container>
    </Box>
  );
}

/**
 * The same warning where money is given or acknowledged: the give and status pages, and the
 * receipt (printed too), which says that this payment moved no money.
 */
export function SimulatedPaymentsNotice({ onReceipt = false }: { onReceipt?: boolean }) {
  const { t } = useTranslation();
  const giving = useGiving();
  if (!giving?.simulated) return null;
  return (
    <Alert.Root status="warning" data-simulated-notice>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{onReceipt ? t("giving.simulated.receipt") : t("giving.simulated.page")}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
