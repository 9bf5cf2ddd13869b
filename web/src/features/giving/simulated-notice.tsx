import { Alert, Box, Container, Text } from "@chakra-ui/react";
import { useGiving } from "../site/use-site-settings";

export const SIMULATED_SITE_NOTICE = "Payments on this site are simulated: no money moves.";
export const SIMULATED_PAGE_NOTICE = "Payments here are simulated: no money moves.";

/** The strip atop every public page of a site whose payments are simulated (a trial, a test). */
export function SimulatedPaymentsStrip() {
  const giving = useGiving();
  if (!giving?.simulated) return null;
  return (
    <Box bg="orange.100" color="orange.900" textStyle="sm" fontWeight="semibold" _print={{ display: "none" }}>
      <Container maxW="6xl" py="1" textAlign="center">
        <Text>{SIMULATED_SITE_NOTICE}</Text>
      </Container>
    </Box>
  );
}

/** The same warning where money is given or acknowledged: the give, status and receipt pages (printed too). */
export function SimulatedPaymentsNotice() {
  const giving = useGiving();
  if (!giving?.simulated) return null;
  return (
    <Alert.Root status="warning" data-simulated-notice>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{SIMULATED_PAGE_NOTICE}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
