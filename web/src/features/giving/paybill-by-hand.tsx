import { Alert, Text } from "@chakra-ui/react";
import { type Paybill, paybillInstructions } from "./give-problems";

/** How to give when the site sends no prompts: the paybill by hand, or that giving is not open yet. */
export function PaybillByHand({ paybill }: { paybill: Paybill }) {
  const instructions = paybillInstructions(paybill);
  return (
    <Alert.Root status="info" data-testid="paybill-by-hand">
      <Alert.Indicator />
      <Alert.Content gap="2">
        {instructions ? (
          <>
            <Alert.Title textStyle="md">{instructions}</Alert.Title>
            <Alert.Description>
              <Text>M-Pesa sends you a confirmation message; keep it as your receipt.</Text>
            </Alert.Description>
          </>
        ) : (
          <Alert.Title>
            Giving by M-Pesa is not open on this site yet: please contact the diocese.
          </Alert.Title>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
