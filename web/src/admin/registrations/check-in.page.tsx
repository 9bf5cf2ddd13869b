import { useApolloClient } from "@apollo/client/react";
import { Badge, Box, Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { AdminPage } from "../admin-page";
import { formatTimeOf } from "../format";
import { CheckInRegistrationsDocument, DoorRegistrantsDocument } from "../gql/graphql";
import {
  searchRegistrants,
  type CheckInAnswer,
  type DoorList,
  type DoorRegistrant,
  type QueuedCheckIn,
} from "./check-in-queue";
import { useCheckInDoor } from "./use-check-in-door";
import "../locales/register";

/** Registrants shown at once: the door searches rather than scrolls. */
const SHOWN = 30;

/** Whether the phone says it has a connection, as it changes. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/** The door's reads and writes through the API: every page of the confirmed, and the check-ins. */
function useDoorApi(eventId: string) {
  const client = useApolloClient();
  const load = useCallback(async (): Promise<DoorList> => {
    const all: DoorRegistrant[] = [];
    let title = "";
    for (let page = 1; ; page += 1) {
      const { data } = await client.query({
        query: DoorRegistrantsDocument,
        variables: { eventId, page },
        fetchPolicy: "network-only",
      });
      title = data!.event?.title ?? title;
      const list = data!.eventRegistrations;
      all.push(
        ...list.items.map(({ id, code, name, checkedInAt }) => ({
          id,
          code,
          name,
          checkedInAt: checkedInAt ?? null,
        })),
      );
      if (page >= list.pageCount) return { title, registrants: all };
    }
  }, [client, eventId]);
  const send = useCallback(
    async (checkIns: QueuedCheckIn[]): Promise<CheckInAnswer[]> => {
      const { data } = await client.mutate({
        mutation: CheckInRegistrationsDocument,
        variables: { eventId, checkIns },
      });
      return data!.checkInRegistrations.map((answer) => ({
        ...answer,
        checkedInAt: answer.checkedInAt ?? null,
      }));
    },
    [client, eventId],
  );
  return useMemo(() => ({ load, send }), [load, send]);
}

/** One confirmed registrant at the door: checked in (when), waiting to send, or a button to check them in. */
function RegistrantAtDoor({
  registrant,
  waiting,
  onCheckIn,
}: {
  registrant: DoorRegistrant;
  waiting: boolean;
  onCheckIn: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {registrant.name}
          </Text>
          <Text fontFamily="mono" color="fg.muted">
            {registrant.code}
          </Text>
        </Box>
        {registrant.checkedInAt ? (
          <Badge colorPalette="green" size="lg">
            {t("dashboardRegistrations.checkIn.checkedInAt", {
              time: formatTimeOf(registrant.checkedInAt, locale),
            })}
          </Badge>
        ) : waiting ? (
          <Badge colorPalette="orange" size="lg">
            {t("dashboardRegistrations.checkIn.waitingToSend")}
          </Badge>
        ) : (
          <Button
            size="lg"
            minW="7rem"
            onClick={onCheckIn}
            aria-label={`${t("dashboardRegistrations.checkIn.action")}: ${registrant.name}`}
          >
            {t("dashboardRegistrations.checkIn.action")}
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/**
 * Check-in at an event's door, made for a phone (docs/staff/check-in.md): search the confirmed
 * by code or name, tap to check in. Works without a connection: the list is kept on the phone and
 * check-ins wait there, shown as waiting to send, until the server has them (use-check-in-door.ts).
 */
export function CheckInPage() {
  const { eventId = "" } = useParams();
  const { t } = useTranslation();
  const online = useOnline();
  const door = useCheckInDoor(eventId, useDoorApi(eventId));
  const [search, setSearch] = useState("");
  const waiting = new Set(door.queue.map((item) => item.registrationId));
  const found = searchRegistrants(door.registrants, search).slice(0, SHOWN);
  const checkedIn = door.registrants.filter(
    (registrant) => registrant.checkedInAt || waiting.has(registrant.id),
  ).length;

  return (
    <AdminPage title={t("dashboardRegistrations.checkIn.title", { title: door.title })}>
      <Stack gap="3" maxW="32rem">
        <Text role="status" fontWeight="medium" fontSize="lg">
          {t("dashboardRegistrations.checkIn.tally", { checkedIn, confirmed: door.registrants.length })}
        </Text>
        {!online && <Text color="fg.warning">{t("dashboardRegistrations.checkIn.offline")}</Text>}
        {door.loaded === "failed" && (
          <Text color="fg.muted">
            {t(
              door.registrants.length
                ? "dashboardRegistrations.checkIn.loadFailed"
                : "dashboardRegistrations.checkIn.neverLoaded",
            )}
          </Text>
        )}
        {door.queue.length > 0 && (
          <HStack justify="space-between" wrap="wrap">
            <Text aria-live="polite" color="fg.warning">
              {t("dashboardRegistrations.checkIn.waiting", { count: door.queue.length })}
            </Text>
            {online && (
              <Button size="sm" variant="outline" onClick={() => void door.flush()}>
                {t("dashboardRegistrations.checkIn.sendNow")}
              </Button>
            )}
          </HStack>
        )}
        <Input
          size="lg"
          aria-label={t("dashboardRegistrations.checkIn.search")}
          placeholder={t("dashboardRegistrations.checkIn.searchHint")}
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Stack
          as="ul"
          aria-label={t("dashboardRegistrations.checkIn.listCaption")}
          gap="2"
          listStyleType="none"
        >
          {found.map((registrant) => (
            <RegistrantAtDoor
              key={registrant.id}
              registrant={registrant}
              waiting={waiting.has(registrant.id)}
              onCheckIn={() => door.checkIn(registrant)}
            />
          ))}
        </Stack>
        {found.length === 0 && door.registrants.length > 0 && (
          <Text>{t("dashboardRegistrations.checkIn.noMatch")}</Text>
        )}
      </Stack>
    </AdminPage>
  );
}
