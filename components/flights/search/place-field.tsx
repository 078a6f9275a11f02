'use client';

import { useState } from 'react';
import { FormField, controlClass } from '@/components/ui/form-field';
import { placeCodeOf, placeLabel } from '@/lib/flights/search-form';
import type { FlightPlace } from '@/lib/schemas/flights';

export interface PlaceFieldProps {
  id: string;
  name: 'from' | 'to';
  label: string;
  hint: string;
  /** The chosen place's code, '' when none. */
  value: string;
  /** What the list offers (the "to" list: where flights go from the chosen origin). */
  options: readonly FlightPlace[];
  /** Every place, to show a chosen code's name even when the list no longer offers it. */
  known: readonly FlightPlace[];
  onChange: (code: string) => void;
  error?: string;
}

/**
 * A city or airport, searchable: a text input with the browser's own suggestion list (a
 * `datalist`), so it filters as the agent types by name, country or code and works before the
 * page's code has run (the GET form sends "Antalya (AYT)", which the server reads as AYT).
 */
export function PlaceField({ id, name, label, hint, value, options, known, onChange, error }: PlaceFieldProps) {
  const labelOf = (code: string) => {
    const place = known.find((item) => item.code === code);
    return place ? placeLabel(place) : '';
  };
  const [text, setText] = useState(() => labelOf(value));
  // A code set from outside (swap, back/forward) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(labelOf(value));
  }
  const listId = `${id}-places`;

  const commit = (typed: string) => {
    const code = placeCodeOf(typed, known);
    if (code) setText(labelOf(code));
    if (code !== value) {
      setShown(code);
      onChange(code);
    }
  };

  return (
    <FormField id={id} label={label} required error={error} hint={hint}>
      {(a11y) => (
        <>
          <input
            {...a11y}
            name={name}
            list={listId}
            value={text}
            autoComplete="off"
            spellCheck={false}
            className={controlClass}
            onChange={(event) => {
              setText(event.target.value);
              // A pick from the list is a whole label: take it at once, not on blur.
              if (options.some((place) => placeLabel(place) === event.target.value)) commit(event.target.value);
            }}
            onBlur={() => commit(text)}
            onFocus={(event) => event.target.select()}
          />
          <datalist id={listId}>
            {options.map((place) => (
              <option key={place.code} value={placeLabel(place)}>
                {place.kind === 'city' ? `${place.city}, ${place.country}` : `${place.name}, ${place.country}`}
              </option>
            ))}
          </datalist>
        </>
      )}
    </FormField>
  );
}
