import { createContext, useContext } from "react";
import type { FormAnswer } from "@diocese/site/page-seam";

const FormAnswerContext = createContext<FormAnswer | null>(null);

/**
 * Gives the page that answers a form posted without JavaScript what came of it (the server draws
 * it in the POST's answer). The browser's app never sets it: with JavaScript, a behaviour shows
 * what came of a form in place.
 */
export const FormAnswerProvider = FormAnswerContext.Provider;

/** What came of the form `form` that this page answers, or null when it answers none. */
export function useFormAnswer<Form extends FormAnswer["form"]>(
  form: Form,
): Extract<FormAnswer, { form: Form }> | null {
  const answer = useContext(FormAnswerContext);
  return answer?.form === form ? (answer as Extract<FormAnswer, { form: Form }>) : null;
}
