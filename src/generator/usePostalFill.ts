import { useRef, useState } from 'react';
import { postalDigits } from '../validation/normalize';
import { postalFill, type PostalAddress } from './postalLookup';

/** One change of a postal code input, and what its form does with a found address. */
export interface PostalCodeChange {
  /** The code as typed (全角 and hyphens allowed). */
  text: string;
  /** The address line now: typing the same code again fills only a line the member emptied. */
  addressLine: string;
  /** Writes the address: prefecture and 市区町村・町域 replaced, the street part emptied. */
  fill: (address: PostalAddress) => void;
  /** Puts the keyboard on the input where the member types the 番地. */
  focusStreet: () => void;
}

/** Focuses the street input once the filled value has rendered, the caret after the locality. */
function moveToStreet(focusStreet: () => void) {
  setTimeout(() => {
    focusStreet();
    const input = document.activeElement;
    if (input instanceof HTMLInputElement) {
      input.setSelectionRange(input.value.length, input.value.length);
    }
  });
}

/**
 * The postal fill of a form (the generated member forms and the goods order alike): a new
 * complete code is looked up; a found address is written and the keyboard moves on to the 番地;
 * an unknown code changes nothing. `message` says under the code what happened.
 */
export function usePostalFill(initialCode: string) {
  const [message, setMessage] = useState<string>();
  // The code last looked up (at first, the record's own).
  const lastCode = useRef<string | null>(postalDigits(initialCode));

  const onCodeChange = async ({ text, addressLine, fill, focusStreet }: PostalCodeChange) => {
    const digits = postalDigits(text);
    if (!digits || (digits === lastCode.current && addressLine.trim() !== '')) return;
    lastCode.current = digits;
    const result = await postalFill(digits);
    if (lastCode.current !== digits) return; // the member typed on meanwhile
    if (result.address) {
      fill(result.address);
      moveToStreet(focusStreet);
    }
    setMessage(result.message);
  };
  return { message, onCodeChange };
}
