import type { ReactNode } from 'react';

const MARK = '\u2063'; // INVISIBLE SEPARATOR: never part of a message or of a value

/** What a message is formatted with in place of the value shown bold at `index`. */
export const strongMark = (index: number): string => `${MARK}${index}${MARK}`;

export interface StrongValuesProps {
  /** One translated message, formatted with `strongMark(i)` for each value to show bold. */
  message: string;
  values: readonly ReactNode[];
}

/** A whole translated sentence with some of its values in bold, so no sentence is built from pieces. */
export function StrongValues({ message, values }: StrongValuesProps) {
  const parts = message.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return <>{parts.map((part, i) => (i % 2 === 0 ? part : <strong key={i}>{values[Number(part)]}</strong>))}</>;
}
