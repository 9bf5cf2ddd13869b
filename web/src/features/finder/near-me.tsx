import { Button, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuLocateFixed } from "react-icons/lu";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import { nearMe } from "./near-me.behaviour";

/** What "Near me" says, in the page's language, each finder in its own words. */
export interface NearMeMessages {
  button: string;
  finding: string;
  denied: string;
  timeout: string;
  unavailable: string;
  notLoaded: string;
  /** With `{{distance}}` for the behaviour to fill. */
  away: string;
  /** With `{{name}}` and `{{distance}}`. */
  nearest: string;
  noPositions: string;
}

interface NearMeProps {
  /** Where "Near me" fetches the places of everything found (a finder's places.json with its search). */
  placesHref: string;
  /** The name of the list in that file: "parishes", "institutions". */
  placesList: string;
  messages: NearMeMessages;
  /** Whether the search found anything, and so anything is near. */
  anything: boolean;
  /** The finder's form and list (FinderList), which "Near me" fills with the nearest. */
  children: ReactNode;
}

/**
 * A finder with "Near me" first, as a phone's visitor mostly wants the nearest place
 * (near-me.behaviour.ts fetches where everything found is and shows the nearest, worked out in the
 * phone, never sending where it is), then the finder's own form and list. The button is drawn
 * hidden: without a script, or on a phone that cannot tell where it is, it does nothing.
 */
export function NearMe({ placesHref, placesList, messages, anything, children }: NearMeProps) {
  const behaviour = useBehaviour<HTMLDivElement>(nearMe);
  const { button, notLoaded, noPositions, ...rest } = messages;
  const attributes = messageAttributes({ ...rest, "not-loaded": notLoaded, "no-positions": noPositions });
  return (
    <Stack {...behaviour} {...attributes} data-places={placesHref} data-places-list={placesList} gap="8">
      {anything && (
        <Stack gap="2">
          <Button
            data-near-me
            hidden
            type="button"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: "stretch", sm: "start" }}
          >
            <LuLocateFixed aria-hidden />
            {button}
          </Button>
          <Text data-near-me-status role="status" textStyle="sm" color="fg.muted" />
        </Stack>
      )}
      {children}
    </Stack>
  );
}
