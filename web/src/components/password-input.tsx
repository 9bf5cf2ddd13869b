import { Button, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type PasswordInputProps = Omit<InputProps, "type">;

/**
 * A password field with a Show/Hide button, so a long password typed on a phone can be checked.
 * Its words are the public site's (common), since the sign-in pages use it as well as the dashboard.
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <Button
          size="xs"
          variant="ghost"
          aria-label={visible ? t("common.password.hideLabel") : t("common.password.showLabel")}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t("common.password.hide") : t("common.password.show")}
        </Button>
      }
      endElementProps={{ px: "1" }}
    >
      {/* Room for the button's longer Kiswahili word, Onyesha. */}
      <Input {...props} type={visible ? "text" : "password"} pe="20" />
    </InputGroup>
  );
}
