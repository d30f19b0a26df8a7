import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect, useRef, useState } from "react";

/**
 * A text field's value, kept in state once JavaScript runs. It starts from what the field holds when React takes over
 * the page, not only from what the server rendered: on a slow connection a person can type before hydration, and
 * neither onChange nor the server knows those words. Without this the submit button stays disabled over a filled-in
 * question, and a controlled field would be emptied under the person's hands.
 */
export function useFieldValue<E extends HTMLInputElement | HTMLTextAreaElement>(
  initial: string,
): [string, Dispatch<SetStateAction<string>>, RefObject<E | null>] {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(initial);
  // A layout effect runs in the hydration commit itself, before the first render that could write `value` back.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== initial) setValue(typed);
    // Once, as the page hydrates: later the field and the state move together through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [value, setValue, ref];
}
