import { Box, Button, Fieldset, HStack, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import { useDeviceLocation } from "./use-device-location";
import "../locales/register";

/** Degrees as typed: null when left empty, NaN when not a number. */
export const degreesOf = (text: string) => (text.trim() ? Number(text) : null);

type Location = { latitude: string; longitude: string };

/**
 * A place as a phone's map app copies it: "0.2827, 34.7519" (Google Maps) or "0.2827° N,
 * 34.7519° E" (Apple Maps). Both numbers need their decimal point, which tells a pasted place from
 * a number being typed with a comma.
 */
const PLACE = /^\s*(-?\d+\.\d+)°?\s*([NS])?\s*,\s*(-?\d+\.\d+)°?\s*([EW])?\s*$/i;

function pastedPlace(text: string): Location | null {
  const match = PLACE.exec(text);
  if (!match) return null;
  const [, north = "", northOrSouth, east = "", eastOrWest] = match;
  return {
    latitude: northOrSouth?.toUpperCase() === "S" ? `-${north}` : north,
    longitude: eastOrWest?.toUpperCase() === "W" ? `-${east}` : east,
  };
}

type ChurchLocationFieldsProps = Location & {
  onChange: (location: Location) => void;
  errors: Partial<Record<keyof Location, string>>;
};

/** Where the church stands on the map, typed, pasted from a map app, or taken from this device. */
export function ChurchLocationFields({ latitude, longitude, onChange, errors }: ChurchLocationFieldsProps) {
  const { t } = useTranslation();
  const { locating, note, locate } = useDeviceLocation(onChange);
  // Both numbers pasted at once go where they belong.
  const typed = (name: keyof Location, value: string) =>
    onChange(pastedPlace(value) ?? { latitude, longitude, [name]: value });

  const north = degreesOf(latitude);
  const east = degreesOf(longitude);
  const onMap = north !== null && east !== null && Number.isFinite(north) && Number.isFinite(east);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("dashboardParishes.location.legend")}</Fieldset.Legend>
      <Fieldset.HelperText>{t("dashboardParishes.location.help")}</Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={t("dashboardParishes.location.latitude")}
            placeholder="0.2827"
            helperText={t("dashboardParishes.location.latitudeHelp")}
            value={latitude}
            onChange={(value) => typed("latitude", value)}
            error={errors.latitude}
          />
          <TextField
            label={t("dashboardParishes.location.longitude")}
            placeholder="34.7519"
            helperText={t("dashboardParishes.location.longitudeHelp")}
            value={longitude}
            onChange={(value) => typed("longitude", value)}
            error={errors.longitude}
          />
        </SimpleGrid>
        <HStack gap="4" wrap="wrap">
          {"geolocation" in navigator && (
            <Button
              variant="outline"
              size="sm"
              loading={locating}
              loadingText={t("dashboardParishes.location.finding")}
              onClick={locate}
            >
              {t("dashboardParishes.location.useMine")}
            </Button>
          )}
          {onMap && (
            <Link
              href={`https://www.openstreetmap.org/?mlat=${north}&mlon=${east}#map=17/${north}/${east}`}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              textStyle="sm"
            >
              {t("dashboardParishes.location.checkMap")}
            </Link>
          )}
        </HStack>
        {/* There before its words, so that screen readers announce them when they come. */}
        <Box role="status">
          {note && (
            <Text textStyle="sm" color="fg.muted">
              {note}
            </Text>
          )}
        </Box>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
