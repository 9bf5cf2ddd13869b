import { Alert } from "@chakra-ui/react";

/**
 * Says, in the page's language, that the content below has no Kiswahili yet and is shown in
 * English; the content itself carries lang="en", for screen readers and translators.
 */
export function UntranslatedNotice({ message }: { message: string }) {
  return (
    <Alert.Root status="info" variant="subtle" size="sm" mb="6" maxW="3xl">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{message}</Alert.Title>
    </Alert.Root>
  );
}
