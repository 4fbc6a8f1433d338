import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { KEYBOARD_STEP } from './dragConstants';
import { keyboardCoordinates } from './keyboardCoordinates';

const at = { x: 100, y: 200 };
const press = (code: string) => keyboardCoordinates({ code } as KeyboardEvent, { currentCoordinates: at } as Parameters<KeyboardCoordinateGetter>[1]);

it('moves 25 px per arrow key and ignores other keys', () => {
  expect(KEYBOARD_STEP).toBe(25);
  expect(press('ArrowRight')).toEqual({ x: 125, y: 200 });
  expect(press('ArrowLeft')).toEqual({ x: 75, y: 200 });
  expect(press('ArrowDown')).toEqual({ x: 100, y: 225 });
  expect(press('ArrowUp')).toEqual({ x: 100, y: 175 });
  expect(press('KeyA')).toBeUndefined();
});
