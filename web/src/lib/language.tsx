import i18next, { type i18n } from "i18next";
import { createContext, useContext, type ReactNode } from "react";
import { I18nextProvider, setI18n } from "react-i18next";
import { inLanguage, LOCALES, type Language } from "@diocese/site/languages";
import { siteMessages } from "../locales/catalogues";

/*
 * The language of the page being drawn, and its messages. A public page's language is its
 * address's (/sw/... is Kiswahili: app/router.tsx puts each tree in its PageLanguage); the
 * dashboard's is the member of staff's own. Both languages' messages are made once, at start:
 * drawing a page never changes a shared instance's language, so pages of both languages can be
 * drawn at the same time on the server.
 */

/** Messages a page asked for that its language's catalogue lacks (tests assert there are none). */
export const missingMessages = new Set<string>();

function messagesIn(language: Language): i18n {
  const instance = i18next.createInstance({
    lng: language,
    // No language stands in for another: the type check and `npm run check` keep every message in
    // both catalogues, and a message missing all the same is seen (its key, and missingMessages).
    fallbackLng: false,
    resources: { [language]: { translation: siteMessages[language] } },
    initAsync: false,
    // React escapes what it draws.
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missingMessages.add(`${language}:${key}`),
  });
  void instance.init();
  return instance;
}

/** Each language's messages, made once. */
export const messages: Readonly<Record<Language, i18n>> = { en: messagesIn("en"), sw: messagesIn("sw") };

// A part drawn with no page around it (a component's test) speaks English.
setI18n(messages.en);

const LanguageContext = createContext<Language>("en");

/** Everything inside speaks `language`: its messages, formats and links. */
export function PageLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={language}>
      <I18nextProvider i18n={messages[language]}>{children}</I18nextProvider>
    </LanguageContext.Provider>
  );
}

/** The language of the page being drawn. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The locale dates, times and amounts are formatted for: en-KE or sw-KE. */
export function useLocale(): string {
  return LOCALES[useLanguage()];
}

/**
 * An address of this site in the page's language: every link of a public page goes through it,
 * so that a Kiswahili page leads to Kiswahili pages (`/about-us` is `/sw/about-us` there).
 */
export function useLocalePath(): (href: string) => string {
  const language = useLanguage();
  return (href) => inLanguage(language, href);
}
