import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../locales/register";

/** Over this many metres off, a device's location may put the church on the wrong building. */
const ROUGH_METRES = 100;

/**
 * "Use my location": the place this device reports, given to `onChange`, and a note of how near
 * it is, or why there is none.
 */
export function useDeviceLocation(onChange: (location: { latitude: string; longitude: string }) => void) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<string | null>(null);

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
            ? t("dashboardParishes.location.rough", { metres })
            : t("dashboardParishes.location.placed", { metres }),
        );
      },
      (failure) => {
        setLocating(false);
        setNote(
          failure.code === failure.PERMISSION_DENIED
            ? t("dashboardParishes.location.denied")
            : t("dashboardParishes.location.notFound"),
        );
      },
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  };

  return { locating, note, locate };
}
