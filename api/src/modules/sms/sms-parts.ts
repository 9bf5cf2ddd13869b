import { SegmentedMessage } from "sms-segments-calculator";

/**
 * The most SMS parts one message may take. A third part costs a third send and, on the feature
 * phones many parishioners use, often arrives out of order or not at all.
 */
export const MAX_SMS_PARTS = 2;

export interface SmsParts {
  /** How many SMS the network sends it as: 160 GSM characters make one, then 153 each. */
  parts: number;
  /**
   * GSM-7, the phone alphabet, or UCS-2 once one character is outside it (an emoji, a curly
   * quote): 70 characters a part, then 67.
   */
  encoding: "GSM-7" | "UCS-2";
  characters: number;
}

/** How the networks will cut `message` into SMS (Twilio's calculator, which Africa's Talking's billing matches). */
export function smsPartsOf(message: string): SmsParts {
  const segmented = new SegmentedMessage(message, "auto");
  return {
    parts: segmented.segmentsCount,
    encoding: segmented.encodingName,
    characters: segmented.numberOfCharacters,
  };
}
