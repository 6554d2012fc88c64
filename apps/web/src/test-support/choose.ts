import { screen, waitFor } from '@testing-library/react';
import type { UserEvents } from './render-screen.tsx';

/** The options of the select list open now: antd keeps a closed list in the page, hidden. */
const OPEN_OPTION = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/** Picks `option` in the antd select `field`, by the mouse (the keyboard way is the browser tier's). */
export async function choose(user: UserEvents, field: HTMLElement, option: string) {
  await user.click(field);
  const item = await waitFor(() => {
    const found = screen.queryAllByTitle(option).find((each) => each.matches(OPEN_OPTION));
    if (!found) throw new Error(`no open list offers ${option}`);
    return found;
  });
  await user.click(item);
}

/** What the select `field` offers, opened: each option's text, and whether it can be chosen. */
export async function offered(user: UserEvents, field: HTMLElement) {
  await user.click(field);
  const options = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(OPEN_OPTION)];
    if (found.length === 0) throw new Error('no list of options is open');
    return found;
  });
  return options.map((option) => ({
    option: option.title,
    disabled: option.getAttribute('aria-disabled') === 'true',
  }));
}
