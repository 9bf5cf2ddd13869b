/** When a revision was saved, in Kakamega's time whatever the browser's, as `locale` writes it. */
export const savedWhen = (savedAt: string, locale = "en-KE") =>
  new Date(savedAt).toLocaleString(locale, {
    timeZone: "Africa/Nairobi",
    dateStyle: "medium",
    timeStyle: "short",
  });
