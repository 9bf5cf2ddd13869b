import { Box, Button, Fieldset, HStack, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { TextField } from "../../components/text-field";

/** Over this many metres off, a device's location may put the church on the wrong building. */
const ROUGH_METRES = 100;

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
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // Both numbers pasted at once go where they belong.
  const typed = (name: keyof Location, value: string) =>
    onChange(pastedPlace(value) ?? { latitude, longitude, [name]: value });

  const locate = () => {
    setLocating(true);
    setNote(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        // Six decimals place the church to within a metre or so; more only looks precise.
        onChange({ latitude: coords.latitude.toFixed(6), longitude: coords.longitude.toFixed(6) });
        const metres = Math.round(coords.accuracy);
        setNote(
          metres > ROUGH_METRES
            ? `Placed where this device is, but only to within about ${metres} m. Check the place on the map, or copy it from a map app instead.`
            : `Placed where this device is, to within about ${metres} m.`,
        );
      },
      (failure) => {
        setLocating(false);
        setNote(
          failure.code === failure.PERMISSION_DENIED
            ? "The browser was not allowed to tell your location. Allow it for this site, or type the numbers."
            : "Your location could not be found. Try again, or type the numbers.",
        );
      },
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  };

  const north = degreesOf(latitude);
  const east = degreesOf(longitude);
  const onMap = north !== null && east !== null && Number.isFinite(north) && Number.isFinite(east);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Place on the map</Fieldset.Legend>
      <Fieldset.HelperText>
        On a phone, open the map app, press and hold on the church until a pin drops, and copy the two numbers
        it shows (such as 0.2827, 34.7519) into Latitude. Standing in the church, you can use your current
        location instead. Leave both empty to keep the church off the map.
      </Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="Latitude"
            placeholder="0.2827"
            helperText="Degrees north; below 0 south of the equator."
            value={latitude}
            onChange={(value) => typed("latitude", value)}
            error={errors.latitude}
          />
          <TextField
            label="Longitude"
            placeholder="34.7519"
            helperText="Degrees east."
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
              loadingText="Finding you…"
              onClick={locate}
            >
              Use my current location
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
              Check the place on a map
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
