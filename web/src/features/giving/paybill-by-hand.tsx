import { Alert, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { usePaybillInstructions } from "./give-messages";
import type { Paybill } from "./give-problems";

/** How to give when the site sends no prompts: the paybill by hand, or that giving is not open yet. */
export function PaybillByHand({ paybill }: { paybill: Paybill }) {
  const { t } = useTranslation();
  const instructions = usePaybillInstructions(paybill);
  return (
    <Alert.Root status="info" data-testid="paybill-by-hand">
      <Alert.Indicator />
      <Alert.Content gap="2">
        {instructions ? (
          <>
            <Alert.Title textStyle="md">{instructions}</Alert.Title>
            <Alert.Description>
              <Text>{t("giving.paybill.keepConfirmation")}</Text>
            </Alert.Description>
          </>
        ) : (
          <Alert.Title>{t("giving.paybill.notOpen")}</Alert.Title>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
