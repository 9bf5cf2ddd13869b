import { RadioGroup } from "@chakra-ui/react";
import { overItsLabel } from "./hidden-input-style";

/** The choices of a radio group, each its own item with its words; `disabled` may turn some off. */
export function RadioItems({
  choices,
  disabled,
}: {
  choices: readonly { value: string; label: string }[];
  disabled?: (value: string) => boolean;
}) {
  return choices.map((choice) => (
    <RadioGroup.Item key={choice.value} value={choice.value} disabled={disabled?.(choice.value)}>
      <RadioGroup.ItemHiddenInput style={overItsLabel} />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  ));
}
