import { HStack, Input } from "@chakra-ui/react";
import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";

const OTP_LENGTH = 6;

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => "");

export function isOtpComplete(digits: string[]): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

type OtpInputProps = {
  value: string[];
  onChange: (digits: string[]) => void;
  /** The id of the visible label that names the six boxes together. */
  labelledBy: string;
  invalid?: boolean;
};

/**
 * Six one-digit boxes for an e-mailed code. Chakra's PinInput fills a paste from the focused box
 * onwards; here a pasted (or autofilled) whole code fills all six wherever it lands, since people
 * paste the code from their e-mail into whichever box has the focus.
 */
export function OtpInput({ value, onChange, labelledBy, invalid = false }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  // Digits from `index` onwards; a whole code starts from the first box.
  const fill = (index: number, digits: string) => {
    const start = digits.length >= OTP_LENGTH ? 0 : index;
    const accepted = digits.slice(0, OTP_LENGTH - start);
    onChange(value.map((digit, at) => (at >= start ? (accepted[at - start] ?? digit) : digit)));
    focusBox(start + accepted.length);
  };

  const handleChange = (index: number, typed: string) => {
    const digits = typed.replace(/\D/g, "");
    if (!digits) {
      if (!typed) onChange(value.map((digit, at) => (at === index ? "" : digit)));
      return;
    }
    // A box that already held a digit receives two: keep the one just typed.
    fill(index, digits.length >= OTP_LENGTH ? digits : digits.slice(-1));
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData("text").replace(/\D/g, "");
    if (digits) fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, at) => (at === index - 1 ? "" : digit)));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <HStack role="group" aria-labelledby={labelledBy} gap={{ base: "1.5", sm: "2" }}>
      {value.map((digit, index) => (
        <Input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          w={{ base: "10", sm: "12" }}
          h={{ base: "12", sm: "14" }}
          px="0"
          textAlign="center"
          fontSize="xl"
          fontWeight="semibold"
        />
      ))}
    </HStack>
  );
}
