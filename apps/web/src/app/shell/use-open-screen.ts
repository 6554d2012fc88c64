import { useMatches } from 'react-router';
import { SCREENS, type Screen } from '../screens.ts';

/** The screen the current address shows (the router gives each screen's routes it as handle). */
export function useOpenScreen(): Screen | undefined {
  const handles = useMatches().map((match) => match.handle);
  return SCREENS.find((screen) => handles.includes(screen));
}
