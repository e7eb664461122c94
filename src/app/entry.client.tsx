// The browser's entry: everything it starts, and in which order, is in start-up/.
import { startUp } from './start-up/start-up.tsx';

startUp();
