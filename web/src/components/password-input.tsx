import { Button, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { useState } from "react";

type PasswordInputProps = Omit<InputProps, "type">;

/** A password field with a Show/Hide button, so a long password typed on a phone can be checked. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <Button
          size="xs"
          variant="ghost"
          aria-label={visible ? "Hide password" : "Show password"}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? "Hide" : "Show"}
        </Button>
      }
      endElementProps={{ px: "1" }}
    >
      <Input {...props} type={visible ? "text" : "password"} pe="16" />
    </InputGroup>
  );
}
