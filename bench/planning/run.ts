/** `npm run bench:planning`: the planning benchmark alone (no server). */
import { benchPlanning } from './report.ts';

benchPlanning();
