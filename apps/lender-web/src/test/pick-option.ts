import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Picks an option of a design-system Select with the mouse, then waits until Ark UI has closed the
 * list and given the focus back to the trigger. Ark moves that focus a frame after the click: a test
 * that types into the next field at once can have its keystrokes taken by the trigger when the frame
 * lands late (under load a money field kept '5' of '500000000', a name field 'A' of 'Ahmad Fauzi').
 * A person cannot click another field within that frame; a test can.
 */
export async function pickOption(
  user: ReturnType<typeof userEvent.setup>,
  trigger: HTMLElement,
  option: string,
): Promise<void> {
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => {
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });
}
